import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Each history entry keeps the name of who made it. Entries written before take it from their
 * account (its name, else its email); a guest's request and the system's own entries stay empty.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings_history\` ADD \`by_name\` text;`)
  await db.run(
    sql`UPDATE \`bookings_history\` SET \`by_name\` = (SELECT coalesce(nullif(trim(\`name\`), ''), \`email\`) FROM \`users\` WHERE \`users\`.\`id\` = \`bookings_history\`.\`by_id\`) WHERE \`by_id\` IS NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings_history\` DROP COLUMN \`by_name\`;`)
}
