import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`ledger_balance\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`ledger_turns\` numeric;`)
  await db.run(sql`CREATE INDEX \`status_checkOut_idx\` ON \`bookings\` (\`status\`,\`check_out\`);`)
  await db.run(sql`CREATE INDEX \`status_ledgerBalance_checkOut_idx\` ON \`bookings\` (\`status\`,\`ledger_balance\`,\`check_out\`);`)
  await db.run(sql`CREATE INDEX \`kind_date_idx\` ON \`ledger\` (\`kind\`,\`date\`);`)
  await db.run(sql`CREATE INDEX \`kind_createdAt_idx\` ON \`ledger\` (\`kind\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_checkOut_idx\`;`)
  await db.run(sql`DROP INDEX \`status_ledgerBalance_checkOut_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`ledger_balance\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`ledger_turns\`;`)
  await db.run(sql`DROP INDEX \`kind_date_idx\`;`)
  await db.run(sql`DROP INDEX \`kind_createdAt_idx\`;`)
}
