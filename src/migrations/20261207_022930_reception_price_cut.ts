import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The booking's price lost its default (an empty price is the rates' now, filled by the server
// before every write); the column's own default of 0 is left in place rather than rebuild the
// bookings table for a value Payload never relies on.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`reception_price_cut_max\` numeric DEFAULT 0;`,
  )
  await db.run(
    sql`ALTER TABLE \`_site_settings_v\` ADD \`version_reception_price_cut_max\` numeric DEFAULT 0;`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`reception_price_cut_max\`;`)
  await db.run(
    sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_reception_price_cut_max\`;`,
  )
}
