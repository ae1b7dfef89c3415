import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`guest_registrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`booking_id\` text(36) NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`nationality\` text NOT NULL,
  	\`document_type\` text,
  	\`document_number\` text,
  	\`document_masked\` text,
  	\`date_of_birth\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`phone_key\` text,
  	\`arriving_from\` text,
  	\`going_to\` text,
  	\`purpose\` text,
  	\`registered_online\` integer DEFAULT false,
  	\`registered_by_id\` text(36),
  	\`stay_document_key\` text,
  	\`details_erased_at\` text,
  	\`erased_on_request_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`guest_registrations_booking_idx\` ON \`guest_registrations\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`guest_registrations_phone_key_idx\` ON \`guest_registrations\` (\`phone_key\`);`)
  await db.run(sql`CREATE INDEX \`guest_registrations_registered_by_idx\` ON \`guest_registrations\` (\`registered_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`guest_registrations_stay_document_key_idx\` ON \`guest_registrations\` (\`stay_document_key\`);`)
  await db.run(sql`CREATE INDEX \`guest_registrations_updated_at_idx\` ON \`guest_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guest_registrations_created_at_idx\` ON \`guest_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`register_views\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`registration_id\` text(36),
  	\`guest_name\` text NOT NULL,
  	\`viewed_by_id\` text(36) NOT NULL,
  	\`viewed_by_name\` text,
  	\`what\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`guest_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`viewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`register_views_registration_idx\` ON \`register_views\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`register_views_viewed_by_idx\` ON \`register_views\` (\`viewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`register_views_updated_at_idx\` ON \`register_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`register_views_created_at_idx\` ON \`register_views\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`register_returns\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`week_start\` text NOT NULL,
  	\`week_end\` text NOT NULL,
  	\`guests\` numeric NOT NULL,
  	\`sent_by_id\` text(36) NOT NULL,
  	\`sent_by_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sent_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`register_returns_week_start_idx\` ON \`register_returns\` (\`week_start\`);`)
  await db.run(sql`CREATE INDEX \`register_returns_sent_by_idx\` ON \`register_returns\` (\`sent_by_id\`);`)
  await db.run(sql`CREATE INDEX \`register_returns_updated_at_idx\` ON \`register_returns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`register_returns_created_at_idx\` ON \`register_returns\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`guest_registrations_id\` text(36) REFERENCES guest_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`register_views_id\` text(36) REFERENCES register_views(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`register_returns_id\` text(36) REFERENCES register_returns(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guest_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`guest_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_register_views_id_idx\` ON \`payload_locked_documents_rels\` (\`register_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_register_returns_id_idx\` ON \`payload_locked_documents_rels\` (\`register_returns_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`register_at_check_in\` text DEFAULT 'remind';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`register_retention_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_register_at_check_in\` text DEFAULT 'remind';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_register_retention_months\` numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Foreign keys off before the first drop: the locked-documents table still names all three
  // tables, and with the checks on (as a later migration's down leaves them) dropping the second
  // fails on the first one gone.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`guest_registrations\`;`)
  await db.run(sql`DROP TABLE \`register_views\`;`)
  await db.run(sql`DROP TABLE \`register_returns\`;`)
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
  	\`cash_up_closes_id\` text(36),
  	\`extras_id\` text(36),
  	\`taxes_id\` text(36),
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
  	FOREIGN KEY (\`cash_up_closes_id\`) REFERENCES \`cash_up_closes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`extras_id\`) REFERENCES \`extras\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`taxes_id\`) REFERENCES \`taxes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_blocks_id\`) REFERENCES \`room_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booked_nights_id\`) REFERENCES \`booked_nights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schedule_claims_id\`) REFERENCES \`schedule_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`task_runs_id\`) REFERENCES \`task_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "ledger_id", "cash_up_closes_id", "extras_id", "taxes_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id", "task_runs_id") SELECT "id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "ledger_id", "cash_up_closes_id", "extras_id", "taxes_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id", "task_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cash_up_closes_id_idx\` ON \`payload_locked_documents_rels\` (\`cash_up_closes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_extras_id_idx\` ON \`payload_locked_documents_rels\` (\`extras_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_taxes_id_idx\` ON \`payload_locked_documents_rels\` (\`taxes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`room_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booked_nights_id_idx\` ON \`payload_locked_documents_rels\` (\`booked_nights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schedule_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`schedule_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`task_runs_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`register_at_check_in\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`register_retention_months\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_register_at_check_in\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_register_retention_months\`;`)
}
