import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rooms_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`nightly_price\` numeric NOT NULL,
  	\`weekend_price\` numeric,
  	\`min_nights\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_rates_order_idx\` ON \`rooms_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rates_parent_id_idx\` ON \`rooms_rates\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`rooms_calendar_feeds\` ADD \`conflicts\` text;`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`max_guests\` numeric;`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`included_guests\` numeric;`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`extra_guest_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`housekeeping\` text DEFAULT 'clean';`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`night_prices\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`group\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`previous_status\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`status_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_group_idx\` ON \`bookings\` (\`group\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`request_expiry_hours\` numeric DEFAULT 48;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_request_expiry_hours\` numeric DEFAULT 48;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rooms_rates\`;`)
  await db.run(sql`DROP INDEX \`bookings_group_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`night_prices\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`group\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`previous_status\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`status_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`rooms_calendar_feeds\` DROP COLUMN \`conflicts\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`max_guests\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`included_guests\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`extra_guest_price\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`housekeeping\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`request_expiry_hours\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_request_expiry_hours\`;`)
}
