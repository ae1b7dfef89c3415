import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`nights_claim\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_nights_claim_idx\` ON \`bookings\` (\`nights_claim\`);`)
  await db.run(sql`ALTER TABLE \`room_blocks\` ADD \`nights_claim\` text;`)
  await db.run(sql`CREATE INDEX \`room_blocks_nights_claim_idx\` ON \`room_blocks\` (\`nights_claim\`);`)
  await db.run(sql`ALTER TABLE \`booked_nights\` ADD \`claim\` text;`)
  await db.run(sql`CREATE INDEX \`booked_nights_claim_idx\` ON \`booked_nights\` (\`claim\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_nights_claim_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`nights_claim\`;`)
  await db.run(sql`DROP INDEX \`room_blocks_nights_claim_idx\`;`)
  await db.run(sql`ALTER TABLE \`room_blocks\` DROP COLUMN \`nights_claim\`;`)
  await db.run(sql`DROP INDEX \`booked_nights_claim_idx\`;`)
  await db.run(sql`ALTER TABLE \`booked_nights\` DROP COLUMN \`claim\`;`)
}
