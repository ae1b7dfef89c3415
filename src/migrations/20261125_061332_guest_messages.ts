import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`from_stay\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_from_stay_idx\` ON \`testimonials\` (\`from_stay\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_from_stay\` text;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_from_stay_idx\` ON \`_testimonials_v\` (\`version_from_stay\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`stay_key\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`stay_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminder_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`thanks_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancel_requested_at\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_stay_token_hash_idx\` ON \`bookings\` (\`stay_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`bookings_reminder_at_idx\` ON \`bookings\` (\`reminder_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_thanks_at_idx\` ON \`bookings\` (\`thanks_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_cancel_requested_at_idx\` ON \`bookings\` (\`cancel_requested_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`check_in_time\` text DEFAULT '2:00 pm';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_check_in_time\` text DEFAULT '2:00 pm';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stay_messages\`;`)
  await db.run(sql`DROP INDEX \`testimonials_from_stay_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`from_stay\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_version_version_from_stay_idx\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_from_stay\`;`)
  await db.run(sql`DROP INDEX \`bookings_stay_token_hash_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_reminder_at_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_thanks_at_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_cancel_requested_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`stay_key\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`stay_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminder_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`thanks_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancel_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`check_in_time\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_check_in_time\`;`)
}
