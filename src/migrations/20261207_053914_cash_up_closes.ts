import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cash_up_closes_denominations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`coin\` integer DEFAULT false,
  	\`count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cash_up_closes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cash_up_closes_denominations_order_idx\` ON \`cash_up_closes_denominations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cash_up_closes_denominations_parent_id_idx\` ON \`cash_up_closes_denominations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cash_up_closes_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`expected\` numeric NOT NULL,
  	\`counted\` numeric,
  	\`over_short\` numeric,
  	\`entry_count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cash_up_closes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cash_up_closes_lines_order_idx\` ON \`cash_up_closes_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cash_up_closes_lines_parent_id_idx\` ON \`cash_up_closes_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cash_up_closes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`turn\` text NOT NULL,
  	\`counted_cash\` numeric NOT NULL,
  	\`float_kept\` numeric NOT NULL,
  	\`opening_float\` numeric NOT NULL,
  	\`cash_to_bank\` numeric NOT NULL,
  	\`momo_statement_mtn\` numeric NOT NULL,
  	\`momo_statement_telecel\` numeric NOT NULL,
  	\`momo_statement_airteltigo\` numeric NOT NULL,
  	\`expected_total\` numeric NOT NULL,
  	\`entries\` text,
  	\`closed_by_id\` text(36),
  	\`closed_by_name\` text NOT NULL,
  	\`closed_at\` text NOT NULL,
  	\`corrects_id\` text(36),
  	\`reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`closed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`corrects_id\`) REFERENCES \`cash_up_closes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cash_up_closes_day_idx\` ON \`cash_up_closes\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cash_up_closes_turn_idx\` ON \`cash_up_closes\` (\`turn\`);`)
  await db.run(sql`CREATE INDEX \`cash_up_closes_closed_by_idx\` ON \`cash_up_closes\` (\`closed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cash_up_closes_corrects_idx\` ON \`cash_up_closes\` (\`corrects_id\`);`)
  await db.run(sql`CREATE INDEX \`cash_up_closes_updated_at_idx\` ON \`cash_up_closes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cash_up_closes_created_at_idx\` ON \`cash_up_closes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cash_up_closes_id\` text(36) REFERENCES cash_up_closes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cash_up_closes_id_idx\` ON \`payload_locked_documents_rels\` (\`cash_up_closes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cash_up_closes_denominations\`;`)
  await db.run(sql`DROP TABLE \`cash_up_closes_lines\`;`)
  await db.run(sql`DROP TABLE \`cash_up_closes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`rooms_id\` text(36),
  	\`media_id\` text(36),
  	\`facilities_id\` text(36),
  	\`testimonials_id\` text(36),
  	\`banner_images_id\` text(36),
  	\`room_categories_id\` text(36),
  	\`contact_messages_id\` text(36),
  	\`bookings_id\` text(36),
  	\`ledger_id\` text(36),
  	\`room_blocks_id\` text(36),
  	\`booked_nights_id\` text(36),
  	\`users_id\` text(36),
  	\`rate_limits_id\` text(36),
  	\`schedule_claims_id\` text(36),
  	\`task_runs_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`facilities_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banner_images_id\`) REFERENCES \`banner_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_categories_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ledger_id\`) REFERENCES \`ledger\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_blocks_id\`) REFERENCES \`room_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booked_nights_id\`) REFERENCES \`booked_nights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schedule_claims_id\`) REFERENCES \`schedule_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`task_runs_id\`) REFERENCES \`task_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "ledger_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id", "task_runs_id") SELECT "id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "ledger_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id", "task_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_facilities_id_idx\` ON \`payload_locked_documents_rels\` (\`facilities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banner_images_id_idx\` ON \`payload_locked_documents_rels\` (\`banner_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`room_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`room_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booked_nights_id_idx\` ON \`payload_locked_documents_rels\` (\`booked_nights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schedule_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`schedule_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`task_runs_id\`);`)
}
