import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bookings_later_token_hashes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hash\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_later_token_hashes_order_idx\` ON \`bookings_later_token_hashes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_later_token_hashes_parent_id_idx\` ON \`bookings_later_token_hashes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_later_token_hashes_hash_idx\` ON \`bookings_later_token_hashes\` (\`hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings_later_token_hashes\`;`)
}
