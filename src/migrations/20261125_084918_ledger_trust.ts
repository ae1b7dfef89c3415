import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`ledger\` ADD \`turn\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`ledger_turn_idx\` ON \`ledger\` (\`turn\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`ledger_turn_idx\`;`)
  await db.run(sql`ALTER TABLE \`ledger\` DROP COLUMN \`turn\`;`)
}
