import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`deposit_paid_online_at\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_deposit_paid_online_at_idx\` ON \`bookings\` (\`deposit_paid_online_at\`);`)
  await db.run(sql`ALTER TABLE \`online_payments\` ADD \`checkout_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`instant_booking\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_instant_booking\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_deposit_paid_online_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`deposit_paid_online_at\`;`)
  await db.run(sql`ALTER TABLE \`online_payments\` DROP COLUMN \`checkout_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`instant_booking\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_instant_booking\`;`)
}
