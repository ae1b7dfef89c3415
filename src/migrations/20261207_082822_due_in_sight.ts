import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_mobile_money_numbers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`kind\` text DEFAULT 'merchant',
  	\`number\` text,
  	\`account_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_mobile_money_numbers_order_idx\` ON \`site_settings_mobile_money_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_mobile_money_numbers_parent_id_idx\` ON \`site_settings_mobile_money_numbers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_mobile_money_numbers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`kind\` text DEFAULT 'merchant',
  	\`number\` text,
  	\`account_name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_mobile_money_numbers_order_idx\` ON \`_site_settings_v_version_mobile_money_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_mobile_money_numbers_parent_id_idx\` ON \`_site_settings_v_version_mobile_money_numbers\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_stay_messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`confirmed_subject\` text DEFAULT 'Your stay {reference} is confirmed' NOT NULL,
  	\`confirmed_body\` text DEFAULT 'Hello {name}, your stay in the {room} from {checkIn} to {checkOut} ({nights} nights, {total}) is confirmed. Reference: {reference}. {depositDueBy} Your stay’s page, with directions and payments: {link}' NOT NULL,
  	\`declined_subject\` text DEFAULT 'Your booking request {reference}' NOT NULL,
  	\`declined_body\` text DEFAULT 'Hello {name}, we are sorry: we cannot take your request {reference} for the {room} from {checkIn} to {checkOut}. Please ask us for other dates.' NOT NULL,
  	\`cancelled_subject\` text DEFAULT 'Your stay {reference} is cancelled' NOT NULL,
  	\`cancelled_body\` text DEFAULT 'Hello {name}, your stay {reference} in the {room} from {checkIn} to {checkOut} is cancelled. We hope to welcome you another time.' NOT NULL,
  	\`expired_subject\` text DEFAULT 'Your booking request {reference} has lapsed' NOT NULL,
  	\`expired_body\` text DEFAULT 'Hello {name}, we could not answer your request {reference} for the {room} from {checkIn} to {checkOut} in time, so it has lapsed and the room is not held for you. Send a new request to book these dates.' NOT NULL,
  	\`balance_due_subject\` text DEFAULT 'Payment for your stay {reference}' NOT NULL,
  	\`balance_due_body\` text DEFAULT 'Hello {name}, {balance} of the {total} for your stay {reference} from {checkIn} is still to pay. {depositDueBy} {howToPay} Your stay’s page: {link}' NOT NULL,
  	\`day_before_subject\` text DEFAULT 'See you tomorrow: your stay {reference}' NOT NULL,
  	\`day_before_body\` text DEFAULT 'Hello {name}, we look forward to welcoming you tomorrow, {checkIn}, in the {room}. Your stay’s page: {link}' NOT NULL,
  	\`after_stay_subject\` text DEFAULT 'Thank you for staying with us' NOT NULL,
  	\`after_stay_body\` text DEFAULT 'Hello {name}, thank you for staying with us. Tell us how it was in a few lines: {link}' NOT NULL,
  	\`updated_by_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stay_messages\`("id", "confirmed_subject", "confirmed_body", "declined_subject", "declined_body", "cancelled_subject", "cancelled_body", "expired_subject", "expired_body", "balance_due_subject", "balance_due_body", "day_before_subject", "day_before_body", "after_stay_subject", "after_stay_body", "updated_by_id", "updated_at", "created_at") SELECT "id", "confirmed_subject", "confirmed_body", "declined_subject", "declined_body", "cancelled_subject", "cancelled_body", "expired_subject", "expired_body", "balance_due_subject", "balance_due_body", "day_before_subject", "day_before_body", "after_stay_subject", "after_stay_body", "updated_by_id", "updated_at", "created_at" FROM \`stay_messages\`;`)
  await db.run(sql`DROP TABLE \`stay_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_stay_messages\` RENAME TO \`stay_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`stay_messages_updated_by_idx\` ON \`stay_messages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__stay_messages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_confirmed_subject\` text DEFAULT 'Your stay {reference} is confirmed' NOT NULL,
  	\`version_confirmed_body\` text DEFAULT 'Hello {name}, your stay in the {room} from {checkIn} to {checkOut} ({nights} nights, {total}) is confirmed. Reference: {reference}. {depositDueBy} Your stay’s page, with directions and payments: {link}' NOT NULL,
  	\`version_declined_subject\` text DEFAULT 'Your booking request {reference}' NOT NULL,
  	\`version_declined_body\` text DEFAULT 'Hello {name}, we are sorry: we cannot take your request {reference} for the {room} from {checkIn} to {checkOut}. Please ask us for other dates.' NOT NULL,
  	\`version_cancelled_subject\` text DEFAULT 'Your stay {reference} is cancelled' NOT NULL,
  	\`version_cancelled_body\` text DEFAULT 'Hello {name}, your stay {reference} in the {room} from {checkIn} to {checkOut} is cancelled. We hope to welcome you another time.' NOT NULL,
  	\`version_expired_subject\` text DEFAULT 'Your booking request {reference} has lapsed' NOT NULL,
  	\`version_expired_body\` text DEFAULT 'Hello {name}, we could not answer your request {reference} for the {room} from {checkIn} to {checkOut} in time, so it has lapsed and the room is not held for you. Send a new request to book these dates.' NOT NULL,
  	\`version_balance_due_subject\` text DEFAULT 'Payment for your stay {reference}' NOT NULL,
  	\`version_balance_due_body\` text DEFAULT 'Hello {name}, {balance} of the {total} for your stay {reference} from {checkIn} is still to pay. {depositDueBy} {howToPay} Your stay’s page: {link}' NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__stay_messages_v\`("id", "version_confirmed_subject", "version_confirmed_body", "version_declined_subject", "version_declined_body", "version_cancelled_subject", "version_cancelled_body", "version_expired_subject", "version_expired_body", "version_balance_due_subject", "version_balance_due_body", "version_day_before_subject", "version_day_before_body", "version_after_stay_subject", "version_after_stay_body", "version_updated_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_confirmed_subject", "version_confirmed_body", "version_declined_subject", "version_declined_body", "version_cancelled_subject", "version_cancelled_body", "version_expired_subject", "version_expired_body", "version_balance_due_subject", "version_balance_due_body", "version_day_before_subject", "version_day_before_body", "version_after_stay_subject", "version_after_stay_body", "version_updated_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_stay_messages_v\`;`)
  await db.run(sql`DROP TABLE \`_stay_messages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__stay_messages_v\` RENAME TO \`_stay_messages_v\`;`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_version_version_updated_by_idx\` ON \`_stay_messages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_created_at_idx\` ON \`_stay_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_updated_at_idx\` ON \`_stay_messages_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`deposit_days_before_arrival\` numeric DEFAULT 3;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_deposit_days_before_arrival\` numeric DEFAULT 3;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_mobile_money_numbers\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_mobile_money_numbers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`updated_by_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stay_messages\`("id", "confirmed_subject", "confirmed_body", "declined_subject", "declined_body", "cancelled_subject", "cancelled_body", "expired_subject", "expired_body", "balance_due_subject", "balance_due_body", "day_before_subject", "day_before_body", "after_stay_subject", "after_stay_body", "updated_by_id", "updated_at", "created_at") SELECT "id", "confirmed_subject", "confirmed_body", "declined_subject", "declined_body", "cancelled_subject", "cancelled_body", "expired_subject", "expired_body", "balance_due_subject", "balance_due_body", "day_before_subject", "day_before_body", "after_stay_subject", "after_stay_body", "updated_by_id", "updated_at", "created_at" FROM \`stay_messages\`;`)
  await db.run(sql`DROP TABLE \`stay_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_stay_messages\` RENAME TO \`stay_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`stay_messages_updated_by_idx\` ON \`stay_messages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__stay_messages_v\` (
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
  await db.run(sql`INSERT INTO \`__new__stay_messages_v\`("id", "version_confirmed_subject", "version_confirmed_body", "version_declined_subject", "version_declined_body", "version_cancelled_subject", "version_cancelled_body", "version_expired_subject", "version_expired_body", "version_balance_due_subject", "version_balance_due_body", "version_day_before_subject", "version_day_before_body", "version_after_stay_subject", "version_after_stay_body", "version_updated_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_confirmed_subject", "version_confirmed_body", "version_declined_subject", "version_declined_body", "version_cancelled_subject", "version_cancelled_body", "version_expired_subject", "version_expired_body", "version_balance_due_subject", "version_balance_due_body", "version_day_before_subject", "version_day_before_body", "version_after_stay_subject", "version_after_stay_body", "version_updated_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_stay_messages_v\`;`)
  await db.run(sql`DROP TABLE \`_stay_messages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__stay_messages_v\` RENAME TO \`_stay_messages_v\`;`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_version_version_updated_by_idx\` ON \`_stay_messages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_created_at_idx\` ON \`_stay_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stay_messages_v_updated_at_idx\` ON \`_stay_messages_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`deposit_days_before_arrival\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_deposit_days_before_arrival\`;`)
}
