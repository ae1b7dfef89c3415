import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { isRichTextState, plainTextToRichText, richTextToPlain } from '../lib/richText'

type Db = MigrateUpArgs['db']

/** The long texts that became rich text: table, its id column and the text columns. */
const RICH_TEXT_COLUMNS: Array<{ table: string; id: string; columns: string[] }> = [
  {
    table: 'site_settings',
    id: 'id',
    columns: ['privacy_policy', 'terms_of_service', 'premium_card_description'],
  },
  { table: 'site_settings_reasons', id: 'id', columns: ['description'] },
  {
    table: 'explore',
    id: 'id',
    columns: ['reception_description', 'bar_lounge_description', 'environment_description'],
  },
]

/**
 * Rows that hang off a table this migration rebuilds. SQLite ignores `PRAGMA foreign_keys=OFF`
 * inside the migration's transaction, so dropping the old parent table cascades into its arrays
 * and relations: they are copied aside first and put back once every table is rebuilt.
 */
const CHILD_TABLES = [
  'room_categories_features',
  'site_settings_opening_hours',
  'site_settings_reasons',
  'site_settings_premium_card_features',
  'explore_reception_highlights',
  'explore_reception_hours',
  'explore_bar_lounge_highlights',
  'explore_bar_lounge_hours',
  'explore_environment_highlights',
  'explore_environment_hours',
  'explore_rels',
]

async function keepChildRows(db: Db): Promise<void> {
  for (const table of CHILD_TABLES) {
    await db.run(sql.raw(`CREATE TEMP TABLE "keep_${table}" AS SELECT * FROM "${table}"`))
  }
}

async function restoreChildRows(db: Db): Promise<void> {
  for (const table of CHILD_TABLES) {
    const columns = ((await db.all(sql.raw(`PRAGMA table_info("keep_${table}")`))) as Array<{
      name: string
    }>)
      .map((column) => `"${column.name}"`)
      .join(', ')
    await db.run(sql.raw(`DELETE FROM "${table}"`))
    await db.run(sql.raw(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM "keep_${table}"`))
    await db.run(sql.raw(`DROP TABLE "keep_${table}"`))
  }
}

function parsed(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/**
 * Rewrites every stored long text with `convert`, row by row. Texts already in the target form
 * are left as they are, so the step can run again safely.
 */
async function rewriteTexts(db: Db, convert: (value: string) => string | null): Promise<void> {
  for (const { table, id, columns } of RICH_TEXT_COLUMNS) {
    const rows = (await db.all(
      sql.raw(`SELECT "${id}" AS id, ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table}"`),
    )) as Array<Record<string, unknown>>
    for (const row of rows) {
      for (const column of columns) {
        const value = row[column]
        if (typeof value !== 'string') continue
        const next = convert(value)
        if (next === null || next === value) continue
        await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${next} WHERE ${sql.identifier(id)} = ${row.id}`)
      }
    }
  }
}

/** Today's plain texts (blank-line paragraphs) become rich text with the same paragraphs. */
async function carryPlainTextIntoRichText(db: Db): Promise<void> {
  await rewriteTexts(db, (value) =>
    isRichTextState(parsed(value)) ? null : JSON.stringify(plainTextToRichText(value)),
  )
}

/** Back to plain text: paragraphs and line breaks are kept, formatting and links are not. */
async function carryRichTextBackToPlain(db: Db): Promise<void> {
  await rewriteTexts(db, (value) => {
    const state = parsed(value)
    return isRichTextState(state) ? richTextToPlain(state) : null
  })
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await keepChildRows(db)
  await db.run(sql`CREATE TABLE \`_facilities_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_icon\` text,
  	\`version_placement\` text DEFAULT 'home',
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_facilities_v_parent_idx\` ON \`_facilities_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version_updated_at_idx\` ON \`_facilities_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version_created_at_idx\` ON \`_facilities_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_version_version__status_idx\` ON \`_facilities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_created_at_idx\` ON \`_facilities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_updated_at_idx\` ON \`_facilities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_latest_idx\` ON \`_facilities_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_facilities_v_autosave_idx\` ON \`_facilities_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_name\` text,
  	\`version_rating\` numeric DEFAULT 5,
  	\`version_comment\` text,
  	\`version_location\` text,
  	\`version_avatar_id\` text(36),
  	\`version_placement\` text DEFAULT 'home',
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_avatar_idx\` ON \`_testimonials_v\` (\`version_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_banner_images_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_image_id\` text(36),
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banner_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banner_images_v_parent_idx\` ON \`_banner_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_image_idx\` ON \`_banner_images_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_updated_at_idx\` ON \`_banner_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version_created_at_idx\` ON \`_banner_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_version_version__status_idx\` ON \`_banner_images_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_created_at_idx\` ON \`_banner_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_updated_at_idx\` ON \`_banner_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_latest_idx\` ON \`_banner_images_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_banner_images_v_autosave_idx\` ON \`_banner_images_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_room_categories_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_room_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_features_order_idx\` ON \`_room_categories_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_features_parent_id_idx\` ON \`_room_categories_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_room_categories_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_icon\` text,
  	\`version_price_text\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_room_categories_v_parent_idx\` ON \`_room_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_updated_at_idx\` ON \`_room_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_created_at_idx\` ON \`_room_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version__status_idx\` ON \`_room_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_created_at_idx\` ON \`_room_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_updated_at_idx\` ON \`_room_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_latest_idx\` ON \`_room_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_autosave_idx\` ON \`_room_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_opening_hours_order_idx\` ON \`_site_settings_v_version_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_opening_hours_parent_id_idx\` ON \`_site_settings_v_version_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_reasons_order_idx\` ON \`_site_settings_v_version_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_reasons_parent_id_idx\` ON \`_site_settings_v_version_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_premium_card_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_premium_card_features_order_idx\` ON \`_site_settings_v_version_premium_card_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_premium_card_features_parent_id_idx\` ON \`_site_settings_v_version_premium_card_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_house_name\` text,
  	\`version_tagline\` text,
  	\`version_address\` text,
  	\`version_landmark\` text,
  	\`version_phone_primary\` text,
  	\`version_phone_secondary\` text,
  	\`version_whatsapp_number\` text,
  	\`version_email\` text,
  	\`version_map_embed_url\` text,
  	\`version_map_link_url\` text,
  	\`version_premium_card_title\` text,
  	\`version_premium_card_description\` text,
  	\`version_privacy_policy\` text,
  	\`version_terms_of_service\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_version_reception_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_reception_highlights_order_idx\` ON \`_explore_v_version_reception_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_reception_highlights_parent_id_idx\` ON \`_explore_v_version_reception_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_version_reception_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_reception_hours_order_idx\` ON \`_explore_v_version_reception_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_reception_hours_parent_id_idx\` ON \`_explore_v_version_reception_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_version_bar_lounge_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_bar_lounge_highlights_order_idx\` ON \`_explore_v_version_bar_lounge_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_bar_lounge_highlights_parent_id_idx\` ON \`_explore_v_version_bar_lounge_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_version_bar_lounge_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_bar_lounge_hours_order_idx\` ON \`_explore_v_version_bar_lounge_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_bar_lounge_hours_parent_id_idx\` ON \`_explore_v_version_bar_lounge_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_version_environment_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_environment_highlights_order_idx\` ON \`_explore_v_version_environment_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_environment_highlights_parent_id_idx\` ON \`_explore_v_version_environment_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_version_environment_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_environment_hours_order_idx\` ON \`_explore_v_version_environment_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_version_environment_hours_parent_id_idx\` ON \`_explore_v_version_environment_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_reception_title\` text,
  	\`version_reception_description\` text,
  	\`version_bar_lounge_title\` text,
  	\`version_bar_lounge_description\` text,
  	\`version_environment_title\` text,
  	\`version_environment_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_version_version__status_idx\` ON \`_explore_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_created_at_idx\` ON \`_explore_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_updated_at_idx\` ON \`_explore_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_latest_idx\` ON \`_explore_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_autosave_idx\` ON \`_explore_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_explore_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_explore_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_explore_v_rels_order_idx\` ON \`_explore_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_rels_parent_idx\` ON \`_explore_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_rels_path_idx\` ON \`_explore_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_explore_v_rels_media_id_idx\` ON \`_explore_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_facilities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`placement\` text DEFAULT 'home',
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_facilities\`("id", "title", "description", "icon", "placement", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "icon", "placement", "sort_order", "updated_at", "created_at", 'published' FROM \`facilities\`;`)
  await db.run(sql`DROP TABLE \`facilities\`;`)
  await db.run(sql`ALTER TABLE \`__new_facilities\` RENAME TO \`facilities\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`facilities_updated_at_idx\` ON \`facilities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`facilities_created_at_idx\` ON \`facilities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`facilities__status_idx\` ON \`facilities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`rating\` numeric DEFAULT 5,
  	\`comment\` text,
  	\`location\` text,
  	\`avatar_id\` text(36),
  	\`placement\` text DEFAULT 'home',
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "rating", "comment", "location", "avatar_id", "placement", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "name", "rating", "comment", "location", "avatar_id", "placement", "sort_order", "updated_at", "created_at", 'published' FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_avatar_idx\` ON \`testimonials\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  // A banner's own alt text is what guests' screen readers heard: it becomes the picture's alt
  // text before the banner's column goes, so one alt text per picture remains and none is lost.
  await db.run(sql`UPDATE \`media\` SET \`alt\` = (SELECT b.\`alt\` FROM \`banner_images\` b WHERE b.\`image_id\` = \`media\`.\`id\` AND trim(coalesce(b.\`alt\`, '')) <> '' ORDER BY b.\`sort_order\` LIMIT 1) WHERE \`id\` IN (SELECT \`image_id\` FROM \`banner_images\` WHERE trim(coalesce(\`alt\`, '')) <> '');`)
  await db.run(sql`CREATE TABLE \`__new_banner_images\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banner_images\`("id", "image_id", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "image_id", "sort_order", "updated_at", "created_at", 'published' FROM \`banner_images\`;`)
  await db.run(sql`DROP TABLE \`banner_images\`;`)
  await db.run(sql`ALTER TABLE \`__new_banner_images\` RENAME TO \`banner_images\`;`)
  await db.run(sql`CREATE INDEX \`banner_images_image_idx\` ON \`banner_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_images_updated_at_idx\` ON \`banner_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banner_images_created_at_idx\` ON \`banner_images\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banner_images__status_idx\` ON \`banner_images\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_categories_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_categories_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`room_categories_features\`;`)
  await db.run(sql`DROP TABLE \`room_categories_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories_features\` RENAME TO \`room_categories_features\`;`)
  await db.run(sql`CREATE INDEX \`room_categories_features_order_idx\` ON \`room_categories_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_features_parent_id_idx\` ON \`room_categories_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`price_text\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_categories\`("id", "title", "icon", "price_text", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "title", "icon", "price_text", "sort_order", "updated_at", "created_at", 'published' FROM \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories\` RENAME TO \`room_categories\`;`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories__status_idx\` ON \`room_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_opening_hours\`("_order", "_parent_id", "id", "label", "hours") SELECT "_order", "_parent_id", "id", "label", "hours" FROM \`site_settings_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_opening_hours\` RENAME TO \`site_settings_opening_hours\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_order_idx\` ON \`site_settings_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_parent_id_idx\` ON \`site_settings_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_reasons\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`site_settings_reasons\`;`)
  await db.run(sql`DROP TABLE \`site_settings_reasons\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_reasons\` RENAME TO \`site_settings_reasons\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_reasons_order_idx\` ON \`site_settings_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_reasons_parent_id_idx\` ON \`site_settings_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_premium_card_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_premium_card_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`site_settings_premium_card_features\`;`)
  await db.run(sql`DROP TABLE \`site_settings_premium_card_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_premium_card_features\` RENAME TO \`site_settings_premium_card_features\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_premium_card_features_order_idx\` ON \`site_settings_premium_card_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_premium_card_features_parent_id_idx\` ON \`site_settings_premium_card_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`house_name\` text,
  	\`tagline\` text,
  	\`address\` text,
  	\`landmark\` text,
  	\`phone_primary\` text,
  	\`phone_secondary\` text,
  	\`whatsapp_number\` text,
  	\`email\` text,
  	\`map_embed_url\` text,
  	\`map_link_url\` text,
  	\`premium_card_title\` text,
  	\`premium_card_description\` text,
  	\`privacy_policy\` text,
  	\`terms_of_service\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "_status", "updated_at", "created_at") SELECT "id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", 'published', "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_reception_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_reception_highlights\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`explore_reception_highlights\`;`)
  await db.run(sql`DROP TABLE \`explore_reception_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_reception_highlights\` RENAME TO \`explore_reception_highlights\`;`)
  await db.run(sql`CREATE INDEX \`explore_reception_highlights_order_idx\` ON \`explore_reception_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_reception_highlights_parent_id_idx\` ON \`explore_reception_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_reception_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_reception_hours\`("_order", "_parent_id", "id", "label", "hours", "description") SELECT "_order", "_parent_id", "id", "label", "hours", "description" FROM \`explore_reception_hours\`;`)
  await db.run(sql`DROP TABLE \`explore_reception_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_reception_hours\` RENAME TO \`explore_reception_hours\`;`)
  await db.run(sql`CREATE INDEX \`explore_reception_hours_order_idx\` ON \`explore_reception_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_reception_hours_parent_id_idx\` ON \`explore_reception_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_bar_lounge_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_bar_lounge_highlights\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`explore_bar_lounge_highlights\`;`)
  await db.run(sql`DROP TABLE \`explore_bar_lounge_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_bar_lounge_highlights\` RENAME TO \`explore_bar_lounge_highlights\`;`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_highlights_order_idx\` ON \`explore_bar_lounge_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_highlights_parent_id_idx\` ON \`explore_bar_lounge_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_bar_lounge_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_bar_lounge_hours\`("_order", "_parent_id", "id", "label", "hours", "description") SELECT "_order", "_parent_id", "id", "label", "hours", "description" FROM \`explore_bar_lounge_hours\`;`)
  await db.run(sql`DROP TABLE \`explore_bar_lounge_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_bar_lounge_hours\` RENAME TO \`explore_bar_lounge_hours\`;`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_hours_order_idx\` ON \`explore_bar_lounge_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_hours_parent_id_idx\` ON \`explore_bar_lounge_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_environment_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_environment_highlights\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`explore_environment_highlights\`;`)
  await db.run(sql`DROP TABLE \`explore_environment_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_environment_highlights\` RENAME TO \`explore_environment_highlights\`;`)
  await db.run(sql`CREATE INDEX \`explore_environment_highlights_order_idx\` ON \`explore_environment_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_environment_highlights_parent_id_idx\` ON \`explore_environment_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_environment_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`hours\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_environment_hours\`("_order", "_parent_id", "id", "label", "hours", "description") SELECT "_order", "_parent_id", "id", "label", "hours", "description" FROM \`explore_environment_hours\`;`)
  await db.run(sql`DROP TABLE \`explore_environment_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_environment_hours\` RENAME TO \`explore_environment_hours\`;`)
  await db.run(sql`CREATE INDEX \`explore_environment_hours_order_idx\` ON \`explore_environment_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_environment_hours_parent_id_idx\` ON \`explore_environment_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`reception_title\` text,
  	\`reception_description\` text,
  	\`bar_lounge_title\` text,
  	\`bar_lounge_description\` text,
  	\`environment_title\` text,
  	\`environment_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore\`("id", "hero_title", "hero_subtitle", "reception_title", "reception_description", "bar_lounge_title", "bar_lounge_description", "environment_title", "environment_description", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_subtitle", "reception_title", "reception_description", "bar_lounge_title", "bar_lounge_description", "environment_title", "environment_description", 'published', "updated_at", "created_at" FROM \`explore\`;`)
  await db.run(sql`DROP TABLE \`explore\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore\` RENAME TO \`explore\`;`)
  await db.run(sql`CREATE INDEX \`explore__status_idx\` ON \`explore\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`from_room_form\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`media_from_room_form_idx\` ON \`media\` (\`from_room_form\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await restoreChildRows(db)
  await carryPlainTextIntoRichText(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await carryRichTextBackToPlain(db)
  await keepChildRows(db)
  // Foreign keys off before the drops: a later migration's down may have turned them on, and the
  // versions tables still point at each other and at the collections until they are gone.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`_facilities_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_banner_images_v\`;`)
  await db.run(sql`DROP TABLE \`_room_categories_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_room_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_reasons\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_premium_card_features\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_version_reception_highlights\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_version_reception_hours\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_version_bar_lounge_highlights\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_version_bar_lounge_hours\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_version_environment_highlights\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_version_environment_hours\`;`)
  await db.run(sql`DROP TABLE \`_explore_v\`;`)
  await db.run(sql`DROP TABLE \`_explore_v_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`media_from_room_form_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`from_room_form\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_facilities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	\`placement\` text DEFAULT 'home' NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_facilities\`("id", "title", "description", "icon", "placement", "sort_order", "updated_at", "created_at") SELECT "id", "title", "description", "icon", "placement", "sort_order", "updated_at", "created_at" FROM \`facilities\`;`)
  await db.run(sql`DROP TABLE \`facilities\`;`)
  await db.run(sql`ALTER TABLE \`__new_facilities\` RENAME TO \`facilities\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`facilities_updated_at_idx\` ON \`facilities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`facilities_created_at_idx\` ON \`facilities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`rating\` numeric DEFAULT 5 NOT NULL,
  	\`comment\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`avatar_id\` text(36),
  	\`placement\` text DEFAULT 'home' NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "rating", "comment", "location", "avatar_id", "placement", "sort_order", "updated_at", "created_at") SELECT "id", "name", "rating", "comment", "location", "avatar_id", "placement", "sort_order", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_avatar_idx\` ON \`testimonials\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_banner_images\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36) NOT NULL,
  	\`alt\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banner_images\`("id", "image_id", "alt", "sort_order", "updated_at", "created_at") SELECT "id", "image_id", (SELECT m."alt" FROM "media" m WHERE m."id" = "image_id"), "sort_order", "updated_at", "created_at" FROM \`banner_images\`;`)
  await db.run(sql`DROP TABLE \`banner_images\`;`)
  await db.run(sql`ALTER TABLE \`__new_banner_images\` RENAME TO \`banner_images\`;`)
  await db.run(sql`CREATE INDEX \`banner_images_image_idx\` ON \`banner_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_images_updated_at_idx\` ON \`banner_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banner_images_created_at_idx\` ON \`banner_images\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	\`price_text\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_categories\`("id", "title", "icon", "price_text", "sort_order", "updated_at", "created_at") SELECT "id", "title", "icon", "price_text", "sort_order", "updated_at", "created_at" FROM \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories\` RENAME TO \`room_categories\`;`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`house_name\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`landmark\` text NOT NULL,
  	\`phone_primary\` text NOT NULL,
  	\`phone_secondary\` text NOT NULL,
  	\`whatsapp_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`map_embed_url\` text NOT NULL,
  	\`map_link_url\` text NOT NULL,
  	\`premium_card_title\` text NOT NULL,
  	\`premium_card_description\` text NOT NULL,
  	\`privacy_policy\` text NOT NULL,
  	\`terms_of_service\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "updated_at", "created_at") SELECT "id", "house_name", "tagline", "address", "landmark", "phone_primary", "phone_secondary", "whatsapp_number", "email", "map_embed_url", "map_link_url", "premium_card_title", "premium_card_description", "privacy_policy", "terms_of_service", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_explore\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`reception_title\` text NOT NULL,
  	\`reception_description\` text NOT NULL,
  	\`bar_lounge_title\` text NOT NULL,
  	\`bar_lounge_description\` text NOT NULL,
  	\`environment_title\` text NOT NULL,
  	\`environment_description\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore\`("id", "hero_title", "hero_subtitle", "reception_title", "reception_description", "bar_lounge_title", "bar_lounge_description", "environment_title", "environment_description", "updated_at", "created_at") SELECT "id", "hero_title", "hero_subtitle", "reception_title", "reception_description", "bar_lounge_title", "bar_lounge_description", "environment_title", "environment_description", "updated_at", "created_at" FROM \`explore\`;`)
  await db.run(sql`DROP TABLE \`explore\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore\` RENAME TO \`explore\`;`)
  await db.run(sql`CREATE TABLE \`__new_room_categories_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_categories_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`room_categories_features\`;`)
  await db.run(sql`DROP TABLE \`room_categories_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories_features\` RENAME TO \`room_categories_features\`;`)
  await db.run(sql`CREATE INDEX \`room_categories_features_order_idx\` ON \`room_categories_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_features_parent_id_idx\` ON \`room_categories_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_opening_hours\`("_order", "_parent_id", "id", "label", "hours") SELECT "_order", "_parent_id", "id", "label", "hours" FROM \`site_settings_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_opening_hours\` RENAME TO \`site_settings_opening_hours\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_order_idx\` ON \`site_settings_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_parent_id_idx\` ON \`site_settings_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_reasons\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`site_settings_reasons\`;`)
  await db.run(sql`DROP TABLE \`site_settings_reasons\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_reasons\` RENAME TO \`site_settings_reasons\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_reasons_order_idx\` ON \`site_settings_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_reasons_parent_id_idx\` ON \`site_settings_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_premium_card_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_premium_card_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`site_settings_premium_card_features\`;`)
  await db.run(sql`DROP TABLE \`site_settings_premium_card_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_premium_card_features\` RENAME TO \`site_settings_premium_card_features\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_premium_card_features_order_idx\` ON \`site_settings_premium_card_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_premium_card_features_parent_id_idx\` ON \`site_settings_premium_card_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_reception_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_reception_highlights\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`explore_reception_highlights\`;`)
  await db.run(sql`DROP TABLE \`explore_reception_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_reception_highlights\` RENAME TO \`explore_reception_highlights\`;`)
  await db.run(sql`CREATE INDEX \`explore_reception_highlights_order_idx\` ON \`explore_reception_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_reception_highlights_parent_id_idx\` ON \`explore_reception_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_reception_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_reception_hours\`("_order", "_parent_id", "id", "label", "hours", "description") SELECT "_order", "_parent_id", "id", "label", "hours", "description" FROM \`explore_reception_hours\`;`)
  await db.run(sql`DROP TABLE \`explore_reception_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_reception_hours\` RENAME TO \`explore_reception_hours\`;`)
  await db.run(sql`CREATE INDEX \`explore_reception_hours_order_idx\` ON \`explore_reception_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_reception_hours_parent_id_idx\` ON \`explore_reception_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_bar_lounge_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_bar_lounge_highlights\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`explore_bar_lounge_highlights\`;`)
  await db.run(sql`DROP TABLE \`explore_bar_lounge_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_bar_lounge_highlights\` RENAME TO \`explore_bar_lounge_highlights\`;`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_highlights_order_idx\` ON \`explore_bar_lounge_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_highlights_parent_id_idx\` ON \`explore_bar_lounge_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_bar_lounge_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_bar_lounge_hours\`("_order", "_parent_id", "id", "label", "hours", "description") SELECT "_order", "_parent_id", "id", "label", "hours", "description" FROM \`explore_bar_lounge_hours\`;`)
  await db.run(sql`DROP TABLE \`explore_bar_lounge_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_bar_lounge_hours\` RENAME TO \`explore_bar_lounge_hours\`;`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_hours_order_idx\` ON \`explore_bar_lounge_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_bar_lounge_hours_parent_id_idx\` ON \`explore_bar_lounge_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_environment_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_environment_highlights\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`explore_environment_highlights\`;`)
  await db.run(sql`DROP TABLE \`explore_environment_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_environment_highlights\` RENAME TO \`explore_environment_highlights\`;`)
  await db.run(sql`CREATE INDEX \`explore_environment_highlights_order_idx\` ON \`explore_environment_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_environment_highlights_parent_id_idx\` ON \`explore_environment_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_explore_environment_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`explore\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_explore_environment_hours\`("_order", "_parent_id", "id", "label", "hours", "description") SELECT "_order", "_parent_id", "id", "label", "hours", "description" FROM \`explore_environment_hours\`;`)
  await db.run(sql`DROP TABLE \`explore_environment_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_explore_environment_hours\` RENAME TO \`explore_environment_hours\`;`)
  await db.run(sql`CREATE INDEX \`explore_environment_hours_order_idx\` ON \`explore_environment_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`explore_environment_hours_parent_id_idx\` ON \`explore_environment_hours\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await restoreChildRows(db)
}
