import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`previous_status\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`status_changed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`previous_status\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`status_changed_at\`;`)
}
