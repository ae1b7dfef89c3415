import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`confirmation_job\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_confirmation_job_idx\` ON \`bookings\` (\`confirmation_job\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_confirmation_job_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`confirmation_job\`;`)
}
