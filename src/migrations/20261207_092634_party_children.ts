import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`adults\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`children\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`child_age\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`children_count_as_guests\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_child_age\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_children_count_as_guests\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`adults\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`children\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`child_age\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`children_count_as_guests\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_child_age\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_children_count_as_guests\`;`)
}
