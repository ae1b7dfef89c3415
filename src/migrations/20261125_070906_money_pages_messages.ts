import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`ledger\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`booking_id\` text(36) NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`reverses_id\` text(36),
  	\`method\` text,
  	\`network\` text,
  	\`transaction_id\` text,
  	\`date\` text,
  	\`reason\` text,
  	\`note\` text,
  	\`receipt\` text,
  	\`receipt_number\` numeric,
  	\`recorded_by_id\` text(36),
  	\`recorded_by_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reverses_id\`) REFERENCES \`ledger\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recorded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ledger_booking_idx\` ON \`ledger\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`ledger_kind_idx\` ON \`ledger\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`ledger_reverses_idx\` ON \`ledger\` (\`reverses_id\`);`)
  await db.run(sql`CREATE INDEX \`ledger_date_idx\` ON \`ledger\` (\`date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`ledger_receipt_idx\` ON \`ledger\` (\`receipt\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`ledger_receipt_number_idx\` ON \`ledger\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`ledger_recorded_by_idx\` ON \`ledger\` (\`recorded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`ledger_updated_at_idx\` ON \`ledger\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ledger_created_at_idx\` ON \`ledger\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stay_messages\` (
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
  await db.run(sql`CREATE TABLE \`__new_bookings_payments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`method\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`network\` text,
  	\`transaction_id\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings_payments\`("_order", "_parent_id", "id", "amount", "method", "date", "network", "transaction_id", "note") SELECT "_order", "_parent_id", "id", "amount", "method", "date", "network", "transaction_id", "note" FROM \`bookings_payments\`;`)
  await db.run(sql`DROP TABLE \`bookings_payments\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings_payments\` RENAME TO \`bookings_payments\`;`)
  await db.run(sql`CREATE INDEX \`bookings_payments_order_idx\` ON \`bookings_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payments_parent_id_idx\` ON \`bookings_payments\` (\`_parent_id\`);`)
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
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`deposit\` numeric DEFAULT 0,
  	\`leave_balance_due\` integer DEFAULT false,
  	\`night_prices\` text,
  	\`group\` text,
  	\`previous_status\` text,
  	\`status_changed_at\` text,
  	\`request_id\` text,
  	\`stay_key\` text,
  	\`stay_token_hash\` text,
  	\`reminder_at\` text,
  	\`thanks_at\` text,
  	\`cancel_requested_at\` text,
  	\`confirmation_job\` text,
  	\`amount_paid\` numeric,
  	\`total\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", "price", "deposit", "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "stay_key", "stay_token_hash", "reminder_at", "thanks_at", "cancel_requested_at", "confirmation_job", "amount_paid", "total", "updated_at", "created_at") SELECT "id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", 0, 0, "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", NULL, NULL, NULL, NULL, NULL, NULL, "amount_paid", "total", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_room_idx\` ON \`bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_idx\` ON \`bookings\` (\`check_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_idx\` ON \`bookings\` (\`check_out\`);`)
  await db.run(sql`CREATE INDEX \`bookings_group_idx\` ON \`bookings\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_request_id_idx\` ON \`bookings\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_stay_token_hash_idx\` ON \`bookings\` (\`stay_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`bookings_reminder_at_idx\` ON \`bookings\` (\`reminder_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_thanks_at_idx\` ON \`bookings\` (\`thanks_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_cancel_requested_at_idx\` ON \`bookings\` (\`cancel_requested_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_confirmation_job_idx\` ON \`bookings\` (\`confirmation_job\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_small_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_small_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_small_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_small_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_small_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_small_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`from_stay\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_from_stay_idx\` ON \`testimonials\` (\`from_stay\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_from_stay\` text;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_from_stay_idx\` ON \`_testimonials_v\` (\`version_from_stay\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ledger_id\` text(36) REFERENCES ledger(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`ledger_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_home_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_home_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_home_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_explore_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_explore_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_explore_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_rooms_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_rooms_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_rooms_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_bookings_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_bookings_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_bookings_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_contact_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_contact_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_contact_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_privacy_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_privacy_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_privacy_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_terms_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_terms_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_details_terms_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`check_in_time\` text DEFAULT '2:00 pm';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`deposit_percent\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_home_page_details_home_image_idx\` ON \`site_settings\` (\`page_details_home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_explore_page_details_explore__idx\` ON \`site_settings\` (\`page_details_explore_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_rooms_page_details_rooms_imag_idx\` ON \`site_settings\` (\`page_details_rooms_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_bookings_page_details_booking_idx\` ON \`site_settings\` (\`page_details_bookings_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_contact_page_details_contact__idx\` ON \`site_settings\` (\`page_details_contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_privacy_page_details_privacy__idx\` ON \`site_settings\` (\`page_details_privacy_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_terms_page_details_terms_imag_idx\` ON \`site_settings\` (\`page_details_terms_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_home_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_home_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_home_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_explore_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_explore_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_explore_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_rooms_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_rooms_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_rooms_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_bookings_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_bookings_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_bookings_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_contact_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_contact_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_contact_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_privacy_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_privacy_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_privacy_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_terms_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_terms_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_page_details_terms_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_check_in_time\` text DEFAULT '2:00 pm';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_deposit_percent\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_home_version_page__idx\` ON \`_site_settings_v\` (\`version_page_details_home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_explore_version_pa_idx\` ON \`_site_settings_v\` (\`version_page_details_explore_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_rooms_version_page_idx\` ON \`_site_settings_v\` (\`version_page_details_rooms_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_bookings_version_p_idx\` ON \`_site_settings_v\` (\`version_page_details_bookings_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_contact_version_pa_idx\` ON \`_site_settings_v\` (\`version_page_details_contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_privacy_version_pa_idx\` ON \`_site_settings_v\` (\`version_page_details_privacy_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_terms_version_page_idx\` ON \`_site_settings_v\` (\`version_page_details_terms_image_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`ledger\`;`)
  await db.run(sql`DROP TABLE \`stay_messages\`;`)
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
  	FOREIGN KEY (\`room_blocks_id\`) REFERENCES \`room_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booked_nights_id\`) REFERENCES \`booked_nights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schedule_claims_id\`) REFERENCES \`schedule_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id") SELECT "id", "order", "parent_id", "path", "rooms_id", "media_id", "facilities_id", "testimonials_id", "banner_images_id", "room_categories_id", "contact_messages_id", "bookings_id", "room_blocks_id", "booked_nights_id", "users_id", "rate_limits_id", "schedule_claims_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`room_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booked_nights_id_idx\` ON \`payload_locked_documents_rels\` (\`booked_nights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schedule_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`schedule_claims_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`house_name\` text,
  	\`tagline\` text,
  	\`address\` text,
  	\`landmark\` text,
  	\`phone_primary\` text,
  	\`phone_secondary\` text,
  	\`whatsapp_number\` text,
  	\`email\` text,
  	\`map_embed_url\` text,
  	\`map_link_url\` text,
  	\`premium_card_title\` text,
  	\`premium_card_description\` text,
  	\`privacy_policy\` text,
  	\`terms_of_service\` text,
  	\`request_expiry_hours\` numeric DEFAULT 48,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "request_expiry_hours", "_status", "updated_at", "created_at") SELECT "id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "request_expiry_hours", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_settings_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_house_name\` text,
  	\`version_tagline\` text,
  	\`version_address\` text,
  	\`version_landmark\` text,
  	\`version_phone_primary\` text,
  	\`version_phone_secondary\` text,
  	\`version_whatsapp_number\` text,
  	\`version_email\` text,
  	\`version_map_embed_url\` text,
  	\`version_map_link_url\` text,
  	\`version_premium_card_title\` text,
  	\`version_premium_card_description\` text,
  	\`version_privacy_policy\` text,
  	\`version_terms_of_service\` text,
  	\`version_request_expiry_hours\` numeric DEFAULT 48,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v\`("id", "version_house_name", "version_tagline", "version_address", "version_landmark", "version_phone_primary", "version_phone_secondary", "version_whatsapp_number", "version_email", "version_map_embed_url", "version_map_link_url", "version_premium_card_title", "version_premium_card_description", "version_privacy_policy", "version_terms_of_service", "version_request_expiry_hours", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_house_name", "version_tagline", "version_address", "version_landmark", "version_phone_primary", "version_phone_secondary", "version_whatsapp_number", "version_email", "version_map_embed_url", "version_map_link_url", "version_premium_card_title", "version_premium_card_description", "version_privacy_policy", "version_terms_of_service", "version_request_expiry_hours", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v\` RENAME TO \`_site_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`DROP INDEX \`media_sizes_small_sizes_small_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_small_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_small_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_small_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_small_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_small_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_small_filename\`;`)
  await db.run(sql`DROP INDEX \`testimonials_from_stay_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`from_stay\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_version_version_from_stay_idx\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_from_stay\`;`)
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
  	\`night_prices\` text,
  	\`group\` text,
  	\`previous_status\` text,
  	\`status_changed_at\` text,
  	\`request_id\` text,
  	\`amount_paid\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", "total", "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "amount_paid", "updated_at", "created_at") SELECT "id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", COALESCE("total", "price" / 100.0), "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "amount_paid", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_room_idx\` ON \`bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_idx\` ON \`bookings\` (\`check_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_idx\` ON \`bookings\` (\`check_out\`);`)
  await db.run(sql`CREATE INDEX \`bookings_group_idx\` ON \`bookings\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_request_id_idx\` ON \`bookings\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_bookings_payments\` (
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
  await db.run(sql`INSERT INTO \`__new_bookings_payments\`("_order", "_parent_id", "id", "amount", "method", "date", "network", "transaction_id", "note") SELECT "_order", "_parent_id", "id", "amount", "method", "date", "network", "transaction_id", "note" FROM \`bookings_payments\`;`)
  await db.run(sql`DROP TABLE \`bookings_payments\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings_payments\` RENAME TO \`bookings_payments\`;`)
  await db.run(sql`CREATE INDEX \`bookings_payments_order_idx\` ON \`bookings_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payments_parent_id_idx\` ON \`bookings_payments\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
