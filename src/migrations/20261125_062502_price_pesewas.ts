import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The stay's price moves from cedis (`total`) to whole pesewas (`price`). The table only takes the
 * new column here (0 until then) and keeps `total`: the upgrade every start runs on either
 * database (src/seed/pricesInPesewas.ts) converts each stay and empties `total`. Going back turns
 * the pesewas into cedis again.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`source\` text DEFAULT 'phone' NOT NULL,
  	\`room_id\` text(36) NOT NULL,
  	\`check_in\` text NOT NULL,
  	\`check_out\` text NOT NULL,
  	\`nights\` numeric,
  	\`guests\` numeric DEFAULT 1 NOT NULL,
  	\`guest_name\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`note\` text,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`deposit\` numeric DEFAULT 0,
  	\`leave_balance_due\` integer DEFAULT false,
  	\`night_prices\` text,
  	\`group\` text,
  	\`previous_status\` text,
  	\`status_changed_at\` text,
  	\`request_id\` text,
  	\`amount_paid\` numeric,
  	\`total\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", "price", "deposit", "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "amount_paid", "total", "updated_at", "created_at") SELECT "id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", 0, "deposit", "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "amount_paid", "total", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_room_idx\` ON \`bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_idx\` ON \`bookings\` (\`check_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_idx\` ON \`bookings\` (\`check_out\`);`)
  await db.run(sql`CREATE INDEX \`bookings_group_idx\` ON \`bookings\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_request_id_idx\` ON \`bookings\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`source\` text DEFAULT 'phone' NOT NULL,
  	\`room_id\` text(36) NOT NULL,
  	\`check_in\` text NOT NULL,
  	\`check_out\` text NOT NULL,
  	\`nights\` numeric,
  	\`guests\` numeric DEFAULT 1 NOT NULL,
  	\`guest_name\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`note\` text,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`deposit\` numeric DEFAULT 0,
  	\`leave_balance_due\` integer DEFAULT false,
  	\`night_prices\` text,
  	\`group\` text,
  	\`previous_status\` text,
  	\`status_changed_at\` text,
  	\`request_id\` text,
  	\`amount_paid\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", "total", "deposit", "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "amount_paid", "updated_at", "created_at") SELECT "id", "reference", "status", "source", "room_id", "check_in", "check_out", "nights", "guests", "guest_name", "phone", "email", "note", COALESCE("total", "price" / 100.0), "deposit", "leave_balance_due", "night_prices", "group", "previous_status", "status_changed_at", "request_id", "amount_paid", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_room_idx\` ON \`bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_idx\` ON \`bookings\` (\`check_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_idx\` ON \`bookings\` (\`check_out\`);`)
  await db.run(sql`CREATE INDEX \`bookings_group_idx\` ON \`bookings\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_request_id_idx\` ON \`bookings\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
}
