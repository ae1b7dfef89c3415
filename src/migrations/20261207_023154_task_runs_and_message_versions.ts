import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`task_runs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`task\` text NOT NULL,
  	\`ran_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`task_runs_task_idx\` ON \`task_runs\` (\`task\`);`)
  await db.run(sql`CREATE INDEX \`task_runs_updated_at_idx\` ON \`task_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`task_runs_created_at_idx\` ON \`task_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_stay_messages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_confirmed_subject\` text DEFAULT 'Your stay {reference} is confirmed' NOT NULL,
  	\`version_confirmed_body\` text DEFAULT 'Hello {name}, your stay in the {room} from {checkIn} to {checkOut} ({nights} nights, {total}) is confirmed. Reference: {reference}. Your stay’s page, with directions and payments: {link}' NOT NULL,
  	\`version_declined_subject\` text DEFAULT 'Your booking request {reference}' NOT NULL,
  	\`version_declined_body\` text DEFAULT 'Hello {name}, we are sorry: we cannot take your request {reference} for the {room} from {checkIn} to {checkOut}. Please ask us for other dates.' NOT NULL,
  	\`version_cancelled_subject\` text DEFAULT 'Your stay {reference} is cancelled' NOT NULL,
  	\`version_cancelled_body\` text DEFAULT 'Hello {name}, your stay {reference} in the {room} from {checkIn} to {checkOut} is cancelled. We hope to welcome you another time.' NOT NULL,
  	\`version_expired_subject\` text DEFAULT 'Your booking request {reference} has lapsed' NOT NULL,
  	\`version_expired_body\` text DEFAULT 'Hello {name}, we could not answer your request {reference} for the {room} from {checkIn} to {checkOut} in time, so it has lapsed and the room is not held for you. Send a new request to book these dates.' NOT NULL,
  	\`version_balance_due_subject\` text DEFAULT 'Payment for your stay {reference}' NOT NULL,
  	\`version_balance_due_body\` text DEFAULT 'Hello {name}, {balance} of the {total} for your stay {reference} from {checkIn} is still to pay. Pay on arrival, or ask us for mobile money details. Your stay’s page: {link}' NOT NULL,
  	\`version_day_before_subject\` text DEFAULT 'See you tomorrow: your stay {reference}' NOT NULL,
  	\`version_day_before_body\` text DEFAULT 'Hello {name}, we look forward to welcoming you tomorrow, {checkIn}, in the {room}. Your stay’s page: {link}' NOT NULL,
  	\`version_after_stay_subject\` text DEFAULT 'Thank you for staying with us' NOT NULL,
  	\`version_after_stay_body\` text DEFAULT 'Hello {name}, thank you for staying with us. Tell us how it was in a few lines: {link}' NOT NULL,
  	\`version_updated_by_id\` text(36),
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_version_version_updated_by_idx\` ON \`_stay_messages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_created_at_idx\` ON \`_stay_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_updated_at_idx\` ON \`_stay_messages_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`task_runs_id\` text(36) REFERENCES task_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`task_runs_id\`);`)
  await db.run(sql`ALTER TABLE \`stay_messages\` ADD \`updated_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`stay_messages_updated_by_idx\` ON \`stay_messages\` (\`updated_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`task_runs\`;`)
  await db.run(sql`DROP TABLE \`_stay_messages_v\`;`)
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
  	FOREIGN KEY (\`schedule_claims_id\`) REFERENCES \`schedule_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "ledger_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id") SELECT "id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "ledger_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_stay_messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`confirmed_subject\` text DEFAULT 'Your stay {reference} is confirmed' NOT NULL,
  	\`confirmed_body\` text DEFAULT 'Hello {name}, your stay in the {room} from {checkIn} to {checkOut} ({nights} nights, {total}) is confirmed. Reference: {reference}. Your stay’s page, with directions and payments: {link}' NOT NULL,
  	\`declined_subject\` text DEFAULT 'Your booking request {reference}' NOT NULL,
  	\`declined_body\` text DEFAULT 'Hello {name}, we are sorry: we cannot take your request {reference} for the {room} from {checkIn} to {checkOut}. Please ask us for other dates.' NOT NULL,
  	\`cancelled_subject\` text DEFAULT 'Your stay {reference} is cancelled' NOT NULL,
  	\`cancelled_body\` text DEFAULT 'Hello {name}, your stay {reference} in the {room} from {checkIn} to {checkOut} is cancelled. We hope to welcome you another time.' NOT NULL,
  	\`expired_subject\` text DEFAULT 'Your booking request {reference} has lapsed' NOT NULL,
  	\`expired_body\` text DEFAULT 'Hello {name}, we could not answer your request {reference} for the {room} from {checkIn} to {checkOut} in time, so it has lapsed and the room is not held for you. Send a new request to book these dates.' NOT NULL,
  	\`balance_due_subject\` text DEFAULT 'Payment for your stay {reference}' NOT NULL,
  	\`balance_due_body\` text DEFAULT 'Hello {name}, {balance} of the {total} for your stay {reference} from {checkIn} is still to pay. Pay on arrival, or ask us for mobile money details. Your stay’s page: {link}' NOT NULL,
  	\`day_before_subject\` text DEFAULT 'See you tomorrow: your stay {reference}' NOT NULL,
  	\`day_before_body\` text DEFAULT 'Hello {name}, we look forward to welcoming you tomorrow, {checkIn}, in the {room}. Your stay’s page: {link}' NOT NULL,
  	\`after_stay_subject\` text DEFAULT 'Thank you for staying with us' NOT NULL,
  	\`after_stay_body\` text DEFAULT 'Hello {name}, thank you for staying with us. Tell us how it was in a few lines: {link}' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stay_messages\`("id", "confirmed_subject", "confirmed_body", "declined_subject", "declined_body", "cancelled_subject", "cancelled_body", "expired_subject", "expired_body", "balance_due_subject", "balance_due_body", "day_before_subject", "day_before_body", "after_stay_subject", "after_stay_body", "updated_at", "created_at") SELECT "id", "confirmed_subject", "confirmed_body", "declined_subject", "declined_body", "cancelled_subject", "cancelled_body", "expired_subject", "expired_body", "balance_due_subject", "balance_due_body", "day_before_subject", "day_before_body", "after_stay_subject", "after_stay_body", "updated_at", "created_at" FROM \`stay_messages\`;`)
  await db.run(sql`DROP TABLE \`stay_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_stay_messages\` RENAME TO \`stay_messages\`;`)
}
