/** An imported feed's stays on nights already taken here, counted apart from its read failures. */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`rooms_calendar_feeds\` ADD \`double_bookings\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`rooms_calendar_feeds\` DROP COLUMN \`double_bookings\`;`)
}
