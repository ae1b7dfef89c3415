import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`indicative_rates_gbp\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`indicative_rates_usd\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`indicative_rates_eur\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`indicative_rates_set_on\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_indicative_rates_gbp\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_indicative_rates_usd\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_indicative_rates_eur\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_indicative_rates_set_on\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`indicative_rates_gbp\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`indicative_rates_usd\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`indicative_rates_eur\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`indicative_rates_set_on\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_indicative_rates_gbp\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_indicative_rates_usd\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_indicative_rates_eur\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_indicative_rates_set_on\`;`)
}
