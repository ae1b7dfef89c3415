import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`request_expiry_hours\` numeric DEFAULT 48;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_request_expiry_hours\` numeric DEFAULT 48;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`request_expiry_hours\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_request_expiry_hours\`;`)
}
