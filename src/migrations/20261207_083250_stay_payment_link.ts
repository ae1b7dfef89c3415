import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stay_messages\` ADD \`pay_link_subject\` text DEFAULT 'Pay for your stay {reference}' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`stay_messages\` ADD \`pay_link_body\` text DEFAULT 'Hello {name}, {amountDue} is due for your stay {reference} from {checkIn}. Pay it with mobile money from your phone on your stay’s page: {link}' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_stay_messages_v\` ADD \`version_pay_link_subject\` text DEFAULT 'Pay for your stay {reference}' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_stay_messages_v\` ADD \`version_pay_link_body\` text DEFAULT 'Hello {name}, {amountDue} is due for your stay {reference} from {checkIn}. Pay it with mobile money from your phone on your stay’s page: {link}' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stay_messages\` DROP COLUMN \`pay_link_subject\`;`)
  await db.run(sql`ALTER TABLE \`stay_messages\` DROP COLUMN \`pay_link_body\`;`)
  await db.run(sql`ALTER TABLE \`_stay_messages_v\` DROP COLUMN \`version_pay_link_subject\`;`)
  await db.run(sql`ALTER TABLE \`_stay_messages_v\` DROP COLUMN \`version_pay_link_body\`;`)
}
