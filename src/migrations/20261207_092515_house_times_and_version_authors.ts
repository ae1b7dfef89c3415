import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`facilities\` ADD \`edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`facilities_edited_by_idx\` ON \`facilities\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_facilities_v\` ADD \`version_edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version_edited_by_idx\` ON \`_facilities_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`testimonials_edited_by_idx\` ON \`testimonials\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_edited_by_idx\` ON \`_testimonials_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`banner_images\` ADD \`edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`banner_images_edited_by_idx\` ON \`banner_images\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_banner_images_v\` ADD \`version_edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_edited_by_idx\` ON \`_banner_images_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`room_categories\` ADD \`edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`room_categories_edited_by_idx\` ON \`room_categories\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_room_categories_v\` ADD \`version_edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_edited_by_idx\` ON \`_room_categories_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`check_out_time\` text DEFAULT '11:00 am';`)
  await db.run(sql`CREATE INDEX \`site_settings_edited_by_idx\` ON \`site_settings\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_check_out_time\` text DEFAULT '11:00 am';`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_edited_by_idx\` ON \`_site_settings_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`explore\` ADD \`edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`explore_edited_by_idx\` ON \`explore\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_explore_v\` ADD \`version_edited_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_version_edited_by_idx\` ON \`_explore_v\` (\`version_edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_facilities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`placement\` text DEFAULT 'home',
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_facilities\`("id", "title", "description", "icon", "placement", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "icon", "placement", "sort_order", "updated_at", "created_at", "_status" FROM \`facilities\`;`)
  await db.run(sql`DROP TABLE \`facilities\`;`)
  await db.run(sql`ALTER TABLE \`__new_facilities\` RENAME TO \`facilities\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`facilities_updated_at_idx\` ON \`facilities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`facilities_created_at_idx\` ON \`facilities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`facilities__status_idx\` ON \`facilities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__facilities_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_icon\` text,
  	\`version_placement\` text DEFAULT 'home',
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__facilities_v\`("id", "parent_id", "version_title", "version_description", "version_icon", "version_placement", "version_sort_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_description", "version_icon", "version_placement", "version_sort_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_facilities_v\`;`)
  await db.run(sql`DROP TABLE \`_facilities_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__facilities_v\` RENAME TO \`_facilities_v\`;`)
  await db.run(sql`CREATE INDEX \`_facilities_v_parent_idx\` ON \`_facilities_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version_updated_at_idx\` ON \`_facilities_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version_created_at_idx\` ON \`_facilities_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version__status_idx\` ON \`_facilities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_created_at_idx\` ON \`_facilities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_updated_at_idx\` ON \`_facilities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_latest_idx\` ON \`_facilities_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_autosave_idx\` ON \`_facilities_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`rating\` numeric DEFAULT 5,
  	\`comment\` text,
  	\`location\` text,
  	\`avatar_id\` text(36),
  	\`placement\` text DEFAULT 'home',
  	\`sort_order\` numeric DEFAULT 0,
  	\`from_stay\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "rating", "comment", "location", "avatar_id", "placement", "sort_order", "from_stay", "updated_at", "created_at", "_status") SELECT "id", "name", "rating", "comment", "location", "avatar_id", "placement", "sort_order", "from_stay", "updated_at", "created_at", "_status" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_avatar_idx\` ON \`testimonials\` (\`avatar_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_from_stay_idx\` ON \`testimonials\` (\`from_stay\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__testimonials_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_name\` text,
  	\`version_rating\` numeric DEFAULT 5,
  	\`version_comment\` text,
  	\`version_location\` text,
  	\`version_avatar_id\` text(36),
  	\`version_placement\` text DEFAULT 'home',
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_from_stay\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__testimonials_v\`("id", "parent_id", "version_name", "version_rating", "version_comment", "version_location", "version_avatar_id", "version_placement", "version_sort_order", "version_from_stay", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_rating", "version_comment", "version_location", "version_avatar_id", "version_placement", "version_sort_order", "version_from_stay", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__testimonials_v\` RENAME TO \`_testimonials_v\`;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_avatar_idx\` ON \`_testimonials_v\` (\`version_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_from_stay_idx\` ON \`_testimonials_v\` (\`version_from_stay\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_banner_images\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banner_images\`("id", "image_id", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "image_id", "sort_order", "updated_at", "created_at", "_status" FROM \`banner_images\`;`)
  await db.run(sql`DROP TABLE \`banner_images\`;`)
  await db.run(sql`ALTER TABLE \`__new_banner_images\` RENAME TO \`banner_images\`;`)
  await db.run(sql`CREATE INDEX \`banner_images_image_idx\` ON \`banner_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_images_updated_at_idx\` ON \`banner_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banner_images_created_at_idx\` ON \`banner_images\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banner_images__status_idx\` ON \`banner_images\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__banner_images_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_image_id\` text(36),
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banner_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__banner_images_v\`("id", "parent_id", "version_image_id", "version_sort_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_image_id", "version_sort_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_banner_images_v\`;`)
  await db.run(sql`DROP TABLE \`_banner_images_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__banner_images_v\` RENAME TO \`_banner_images_v\`;`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_parent_idx\` ON \`_banner_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_image_idx\` ON \`_banner_images_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_updated_at_idx\` ON \`_banner_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_created_at_idx\` ON \`_banner_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version__status_idx\` ON \`_banner_images_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_created_at_idx\` ON \`_banner_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_updated_at_idx\` ON \`_banner_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_latest_idx\` ON \`_banner_images_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_autosave_idx\` ON \`_banner_images_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`price_text\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_categories\`("id", "title", "icon", "price_text", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "title", "icon", "price_text", "sort_order", "updated_at", "created_at", "_status" FROM \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories\` RENAME TO \`room_categories\`;`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories__status_idx\` ON \`room_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__room_categories_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_icon\` text,
  	\`version_price_text\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__room_categories_v\`("id", "parent_id", "version_title", "version_icon", "version_price_text", "version_sort_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_icon", "version_price_text", "version_sort_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_room_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_room_categories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__room_categories_v\` RENAME TO \`_room_categories_v\`;`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_parent_idx\` ON \`_room_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_updated_at_idx\` ON \`_room_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_created_at_idx\` ON \`_room_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version__status_idx\` ON \`_room_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_created_at_idx\` ON \`_room_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_updated_at_idx\` ON \`_room_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_latest_idx\` ON \`_room_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_autosave_idx\` ON \`_room_categories_v\` (\`autosave\`);`)
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
  	\`page_details_home_title\` text,
  	\`page_details_home_description\` text,
  	\`page_details_home_image_id\` text(36),
  	\`page_details_explore_title\` text,
  	\`page_details_explore_description\` text,
  	\`page_details_explore_image_id\` text(36),
  	\`page_details_rooms_title\` text,
  	\`page_details_rooms_description\` text,
  	\`page_details_rooms_image_id\` text(36),
  	\`page_details_bookings_title\` text,
  	\`page_details_bookings_description\` text,
  	\`page_details_bookings_image_id\` text(36),
  	\`page_details_contact_title\` text,
  	\`page_details_contact_description\` text,
  	\`page_details_contact_image_id\` text(36),
  	\`page_details_privacy_title\` text,
  	\`page_details_privacy_description\` text,
  	\`page_details_privacy_image_id\` text(36),
  	\`page_details_terms_title\` text,
  	\`page_details_terms_description\` text,
  	\`page_details_terms_image_id\` text(36),
  	\`check_in_time\` text DEFAULT '2:00 pm',
  	\`request_expiry_hours\` numeric DEFAULT 48,
  	\`deposit_percent\` numeric DEFAULT 0,
  	\`instant_booking\` integer DEFAULT false,
  	\`deposit_days_before_arrival\` numeric DEFAULT 3,
  	\`reception_price_cut_max\` numeric DEFAULT 0,
  	\`prices_include_tax\` integer DEFAULT true,
  	\`vat_registered\` integer DEFAULT true,
  	\`tin\` text,
  	\`tourism_licence\` text,
  	\`register_at_check_in\` text DEFAULT 'remind',
  	\`register_retention_months\` numeric DEFAULT 24,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`page_details_home_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_details_explore_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_details_rooms_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_details_bookings_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_details_contact_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_details_privacy_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_details_terms_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "page_details_home_title", "page_details_home_description", "page_details_home_image_id", "page_details_explore_title", "page_details_explore_description", "page_details_explore_image_id", "page_details_rooms_title", "page_details_rooms_description", "page_details_rooms_image_id", "page_details_bookings_title", "page_details_bookings_description", "page_details_bookings_image_id", "page_details_contact_title", "page_details_contact_description", "page_details_contact_image_id", "page_details_privacy_title", "page_details_privacy_description", "page_details_privacy_image_id", "page_details_terms_title", "page_details_terms_description", "page_details_terms_image_id", "check_in_time", "request_expiry_hours", "deposit_percent", "instant_booking", "deposit_days_before_arrival", "reception_price_cut_max", "prices_include_tax", "vat_registered", "tin", "tourism_licence", "register_at_check_in", "register_retention_months", "_status", "updated_at", "created_at") SELECT "id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "page_details_home_title", "page_details_home_description", "page_details_home_image_id", "page_details_explore_title", "page_details_explore_description", "page_details_explore_image_id", "page_details_rooms_title", "page_details_rooms_description", "page_details_rooms_image_id", "page_details_bookings_title", "page_details_bookings_description", "page_details_bookings_image_id", "page_details_contact_title", "page_details_contact_description", "page_details_contact_image_id", "page_details_privacy_title", "page_details_privacy_description", "page_details_privacy_image_id", "page_details_terms_title", "page_details_terms_description", "page_details_terms_image_id", "check_in_time", "request_expiry_hours", "deposit_percent", "instant_booking", "deposit_days_before_arrival", "reception_price_cut_max", "prices_include_tax", "vat_registered", "tin", "tourism_licence", "register_at_check_in", "register_retention_months", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_home_page_details_home_image_idx\` ON \`site_settings\` (\`page_details_home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_explore_page_details_explore__idx\` ON \`site_settings\` (\`page_details_explore_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_rooms_page_details_rooms_imag_idx\` ON \`site_settings\` (\`page_details_rooms_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_bookings_page_details_booking_idx\` ON \`site_settings\` (\`page_details_bookings_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_contact_page_details_contact__idx\` ON \`site_settings\` (\`page_details_contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_privacy_page_details_privacy__idx\` ON \`site_settings\` (\`page_details_privacy_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_page_details_terms_page_details_terms_imag_idx\` ON \`site_settings\` (\`page_details_terms_image_id\`);`)
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
  	\`version_page_details_home_title\` text,
  	\`version_page_details_home_description\` text,
  	\`version_page_details_home_image_id\` text(36),
  	\`version_page_details_explore_title\` text,
  	\`version_page_details_explore_description\` text,
  	\`version_page_details_explore_image_id\` text(36),
  	\`version_page_details_rooms_title\` text,
  	\`version_page_details_rooms_description\` text,
  	\`version_page_details_rooms_image_id\` text(36),
  	\`version_page_details_bookings_title\` text,
  	\`version_page_details_bookings_description\` text,
  	\`version_page_details_bookings_image_id\` text(36),
  	\`version_page_details_contact_title\` text,
  	\`version_page_details_contact_description\` text,
  	\`version_page_details_contact_image_id\` text(36),
  	\`version_page_details_privacy_title\` text,
  	\`version_page_details_privacy_description\` text,
  	\`version_page_details_privacy_image_id\` text(36),
  	\`version_page_details_terms_title\` text,
  	\`version_page_details_terms_description\` text,
  	\`version_page_details_terms_image_id\` text(36),
  	\`version_check_in_time\` text DEFAULT '2:00 pm',
  	\`version_request_expiry_hours\` numeric DEFAULT 48,
  	\`version_deposit_percent\` numeric DEFAULT 0,
  	\`version_instant_booking\` integer DEFAULT false,
  	\`version_deposit_days_before_arrival\` numeric DEFAULT 3,
  	\`version_reception_price_cut_max\` numeric DEFAULT 0,
  	\`version_prices_include_tax\` integer DEFAULT true,
  	\`version_vat_registered\` integer DEFAULT true,
  	\`version_tin\` text,
  	\`version_tourism_licence\` text,
  	\`version_register_at_check_in\` text DEFAULT 'remind',
  	\`version_register_retention_months\` numeric DEFAULT 24,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_page_details_home_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_details_explore_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_details_rooms_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_details_bookings_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_details_contact_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_details_privacy_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_details_terms_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v\`("id", "version_house_name", "version_tagline", "version_address", "version_landmark", "version_phone_primary", "version_phone_secondary", "version_whatsapp_number", "version_email", "version_map_embed_url", "version_map_link_url", "version_premium_card_title", "version_premium_card_description", "version_privacy_policy", "version_terms_of_service", "version_page_details_home_title", "version_page_details_home_description", "version_page_details_home_image_id", "version_page_details_explore_title", "version_page_details_explore_description", "version_page_details_explore_image_id", "version_page_details_rooms_title", "version_page_details_rooms_description", "version_page_details_rooms_image_id", "version_page_details_bookings_title", "version_page_details_bookings_description", "version_page_details_bookings_image_id", "version_page_details_contact_title", "version_page_details_contact_description", "version_page_details_contact_image_id", "version_page_details_privacy_title", "version_page_details_privacy_description", "version_page_details_privacy_image_id", "version_page_details_terms_title", "version_page_details_terms_description", "version_page_details_terms_image_id", "version_check_in_time", "version_request_expiry_hours", "version_deposit_percent", "version_instant_booking", "version_deposit_days_before_arrival", "version_reception_price_cut_max", "version_prices_include_tax", "version_vat_registered", "version_tin", "version_tourism_licence", "version_register_at_check_in", "version_register_retention_months", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_house_name", "version_tagline", "version_address", "version_landmark", "version_phone_primary", "version_phone_secondary", "version_whatsapp_number", "version_email", "version_map_embed_url", "version_map_link_url", "version_premium_card_title", "version_premium_card_description", "version_privacy_policy", "version_terms_of_service", "version_page_details_home_title", "version_page_details_home_description", "version_page_details_home_image_id", "version_page_details_explore_title", "version_page_details_explore_description", "version_page_details_explore_image_id", "version_page_details_rooms_title", "version_page_details_rooms_description", "version_page_details_rooms_image_id", "version_page_details_bookings_title", "version_page_details_bookings_description", "version_page_details_bookings_image_id", "version_page_details_contact_title", "version_page_details_contact_description", "version_page_details_contact_image_id", "version_page_details_privacy_title", "version_page_details_privacy_description", "version_page_details_privacy_image_id", "version_page_details_terms_title", "version_page_details_terms_description", "version_page_details_terms_image_id", "version_check_in_time", "version_request_expiry_hours", "version_deposit_percent", "version_instant_booking", "version_deposit_days_before_arrival", "version_reception_price_cut_max", "version_prices_include_tax", "version_vat_registered", "version_tin", "version_tourism_licence", "version_register_at_check_in", "version_register_retention_months", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v\` RENAME TO \`_site_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_home_version_page__idx\` ON \`_site_settings_v\` (\`version_page_details_home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_explore_version_pa_idx\` ON \`_site_settings_v\` (\`version_page_details_explore_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_rooms_version_page_idx\` ON \`_site_settings_v\` (\`version_page_details_rooms_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_bookings_version_p_idx\` ON \`_site_settings_v\` (\`version_page_details_bookings_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_contact_version_pa_idx\` ON \`_site_settings_v\` (\`version_page_details_contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_privacy_version_pa_idx\` ON \`_site_settings_v\` (\`version_page_details_privacy_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_page_details_terms_version_page_idx\` ON \`_site_settings_v\` (\`version_page_details_terms_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`reception_title\` text,
  	\`reception_description\` text,
  	\`bar_lounge_title\` text,
  	\`bar_lounge_description\` text,
  	\`environment_title\` text,
  	\`environment_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore\`("id", "hero_title", "hero_subtitle", "reception_title", "reception_description", "bar_lounge_title", "bar_lounge_description", "environment_title", "environment_description", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_subtitle", "reception_title", "reception_description", "bar_lounge_title", "bar_lounge_description", "environment_title", "environment_description", "_status", "updated_at", "created_at" FROM \`explore\`;`)
  await db.run(sql`DROP TABLE \`explore\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore\` RENAME TO \`explore\`;`)
  await db.run(sql`CREATE INDEX \`explore__status_idx\` ON \`explore\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__explore_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_reception_title\` text,
  	\`version_reception_description\` text,
  	\`version_bar_lounge_title\` text,
  	\`version_bar_lounge_description\` text,
  	\`version_environment_title\` text,
  	\`version_environment_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__explore_v\`("id", "version_hero_title", "version_hero_subtitle", "version_reception_title", "version_reception_description", "version_bar_lounge_title", "version_bar_lounge_description", "version_environment_title", "version_environment_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_hero_title", "version_hero_subtitle", "version_reception_title", "version_reception_description", "version_bar_lounge_title", "version_bar_lounge_description", "version_environment_title", "version_environment_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_explore_v\`;`)
  await db.run(sql`DROP TABLE \`_explore_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__explore_v\` RENAME TO \`_explore_v\`;`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_version__status_idx\` ON \`_explore_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_created_at_idx\` ON \`_explore_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_updated_at_idx\` ON \`_explore_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_latest_idx\` ON \`_explore_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_autosave_idx\` ON \`_explore_v\` (\`autosave\`);`)
}
