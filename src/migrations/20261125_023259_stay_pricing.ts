import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rooms_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`nightly_price\` numeric NOT NULL,
  	\`weekend_price\` numeric,
  	\`min_nights\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_rates_order_idx\` ON \`rooms_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rates_parent_id_idx\` ON \`rooms_rates\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`max_guests\` numeric;`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`included_guests\` numeric;`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`extra_guest_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`night_prices\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`group\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_group_idx\` ON \`bookings\` (\`group\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rooms_rates\`;`)
  await db.run(sql`DROP INDEX \`bookings_group_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`night_prices\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`group\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`max_guests\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`included_guests\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`extra_guest_price\`;`)
}
