import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`deposit\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`deposit_percent\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_deposit_percent\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`deposit\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`deposit_percent\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_deposit_percent\`;`)
}
