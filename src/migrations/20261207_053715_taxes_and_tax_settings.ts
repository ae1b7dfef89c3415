import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`taxes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`rate\` text NOT NULL,
  	\`effective_from\` text NOT NULL,
  	\`effective_to\` text,
  	\`applies_to\` text DEFAULT 'both' NOT NULL,
  	\`requires_vat_registration\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`taxes_updated_at_idx\` ON \`taxes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`taxes_created_at_idx\` ON \`taxes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`taxes_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`taxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`taxes_texts_order_parent\` ON \`taxes_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`taxes_id\` text(36) REFERENCES taxes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_taxes_id_idx\` ON \`payload_locked_documents_rels\` (\`taxes_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_include_tax\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`vat_registered\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tin\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tourism_licence\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_prices_include_tax\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_vat_registered\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_tin\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_tourism_licence\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`taxes\`;`)
  await db.run(sql`DROP TABLE \`taxes_texts\`;`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_include_tax\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`vat_registered\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tin\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tourism_licence\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_prices_include_tax\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_vat_registered\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_tin\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_tourism_licence\`;`)
}
