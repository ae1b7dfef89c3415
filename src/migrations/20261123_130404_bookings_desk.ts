import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The jobs queue's stats table and meta column come with the rich-text migration before this one.
  await db.run(sql`CREATE TABLE \`rooms_calendar_feeds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`last_synced_at\` text,
  	\`last_error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_calendar_feeds_order_idx\` ON \`rooms_calendar_feeds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_calendar_feeds_parent_id_idx\` ON \`rooms_calendar_feeds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_payments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`method\` text DEFAULT 'cash' NOT NULL,
  	\`date\` text NOT NULL,
  	\`network\` text,
  	\`transaction_id\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_payments_order_idx\` ON \`bookings_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payments_parent_id_idx\` ON \`bookings_payments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` text(36),
  	\`action\` text NOT NULL,
  	\`detail\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_history_order_idx\` ON \`bookings_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_history_parent_id_idx\` ON \`bookings_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_history_by_idx\` ON \`bookings_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`room_blocks\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`room_id\` text(36) NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`reason\` text DEFAULT 'maintenance' NOT NULL,
  	\`note\` text,
  	\`hold_id\` text,
  	\`feed_url\` text,
  	\`event_uid\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`room_blocks_room_idx\` ON \`room_blocks\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`room_blocks_start_date_idx\` ON \`room_blocks\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`room_blocks_end_date_idx\` ON \`room_blocks\` (\`end_date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`room_blocks_hold_id_idx\` ON \`room_blocks\` (\`hold_id\`);`)
  await db.run(sql`CREATE INDEX \`room_blocks_feed_url_idx\` ON \`room_blocks\` (\`feed_url\`);`)
  await db.run(sql`CREATE INDEX \`room_blocks_updated_at_idx\` ON \`room_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_blocks_created_at_idx\` ON \`room_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booked_nights\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`room_id\` text(36) NOT NULL,
  	\`night\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`booked_nights_key_idx\` ON \`booked_nights\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_room_idx\` ON \`booked_nights\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_night_idx\` ON \`booked_nights\` (\`night\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_owner_idx\` ON \`booked_nights\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_updated_at_idx\` ON \`booked_nights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_created_at_idx\` ON \`booked_nights\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`source\` text DEFAULT 'phone' NOT NULL,
  	\`room_id\` text(36) NOT NULL,
  	\`check_in\` text NOT NULL,
  	\`check_out\` text NOT NULL,
  	\`nights\` numeric,
  	\`guests\` numeric DEFAULT 1 NOT NULL,
  	\`guest_name\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`note\` text,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`leave_balance_due\` integer DEFAULT false,
  	\`request_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Stays kept before this change carry over: the amount paid becomes the price of the stay and one
  // payment (in SQL, as the column goes). Their references, taken nights and the rooms' calendar
  // tokens come from the upgrade every start runs on either database (src/seed/keptBookings.ts).
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", "total", "leave_balance_due", "request_id", "updated_at", "created_at") SELECT "id", NULL, "status", "source", "room_id", "check_in", "check_out", MAX(0, CAST(ROUND(julianday(substr("check_out", 1, 10)) - julianday(substr("check_in", 1, 10))) AS INTEGER)), 1, "guest_name", "phone", NULL, NULL, "amount_paid", 0, "id", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`INSERT INTO \`bookings_payments\`("_order", "_parent_id", "id", "amount", "method", "date", "note") SELECT 1, "id", lower(hex(randomblob(12))), "amount_paid", 'cash', "check_in", 'Recorded before payments were itemised' FROM \`bookings\` WHERE "amount_paid" > 0;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_room_idx\` ON \`bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_idx\` ON \`bookings\` (\`check_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_idx\` ON \`bookings\` (\`check_out\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_request_id_idx\` ON \`bookings\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`calendar_token\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_calendar_token_idx\` ON \`rooms\` (\`calendar_token\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`room_blocks_id\` text(36) REFERENCES room_blocks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booked_nights_id\` text(36) REFERENCES booked_nights(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`room_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booked_nights_id_idx\` ON \`payload_locked_documents_rels\` (\`booked_nights_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Foreign keys off before the drops: a later migration's down may have turned them on, and
  // the locked-documents table still points at these tables until it is rebuilt below.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`rooms_calendar_feeds\`;`)
  await db.run(sql`DROP TABLE \`room_blocks\`;`)
  await db.run(sql`DROP TABLE \`booked_nights\`;`)
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
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`facilities_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banner_images_id\`) REFERENCES \`banner_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_categories_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "users_id") SELECT "id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`rooms_calendar_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`calendar_token\`;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`room_id\` text(36) NOT NULL,
  	\`guest_name\` text NOT NULL,
  	\`phone\` text,
  	\`check_in\` text NOT NULL,
  	\`check_out\` text NOT NULL,
  	\`amount_paid\` numeric NOT NULL,
  	\`source\` text DEFAULT 'whatsapp' NOT NULL,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "room_id", "guest_name", "phone", "check_in", "check_out", "amount_paid", "source", "status", "updated_at", "created_at") SELECT "id", "room_id", "guest_name", "phone", "check_in", "check_out", (SELECT COALESCE(SUM("amount"), 0) FROM \`bookings_payments\` WHERE "_parent_id" = \`bookings\`."id"), CASE WHEN "source" = 'website' THEN 'other' ELSE "source" END, CASE WHEN "status" IN ('requested', 'declined', 'no-show') THEN 'cancelled' ELSE "status" END, "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`CREATE INDEX \`bookings_room_idx\` ON \`bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`DROP TABLE \`bookings_payments\`;`)
  await db.run(sql`DROP TABLE \`bookings_history\`;`)
}
