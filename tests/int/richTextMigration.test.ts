import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite'

import { richTextToHtml } from '@/lib/richText'
import * as initial from '@/migrations/20261121_235313_initial'
import * as mediaStorage from '@/migrations/20261122_000003_media_storage_fields'

import { startTestApp, TEST_EDITOR, type TestApp } from '../helpers/payload'

// The SQLite adapter's own drizzle, the one its migrations are written for.
const { drizzle } = (await import(
  path.resolve(
    import.meta.dirname,
    '../../node_modules/@payloadcms/db-sqlite/node_modules/drizzle-orm/libsql/index.js',
  )
)) as { drizzle: (client: ReturnType<typeof createClient>) => unknown }

const dir = path.resolve(import.meta.dirname, '../.tmp/int', `previous-release-${process.pid}`)
const file = path.join(dir, 'previous.sqlite')

const PRIVACY = 'We keep your name.\n\nWe never sell it.\nAsk us to delete it.'
const MEDIA_ID = randomUUID()

let app: TestApp

/** A database exactly as the previous release left it: its migrations and plain-text content. */
async function previousReleaseDatabase(): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const client = createClient({ url: `file:${file}` })
  const db = drizzle(client) as Parameters<typeof initial.up>[0]['db']
  const args = { db, payload: {}, req: {} } as unknown as Parameters<typeof initial.up>[0]
  await initial.up(args)
  await mediaStorage.up(args)
  for (const name of ['20261121_235313_initial', '20261122_000003_media_storage_fields']) {
    await db.run(
      sql`INSERT INTO payload_migrations (id, name, batch) VALUES (${randomUUID()}, ${name}, 1)`,
    )
  }
  const settingsId = randomUUID()
  await db.run(sql`INSERT INTO site_settings (id, house_name, tagline, address, landmark,
    phone_primary, phone_secondary, whatsapp_number, email, map_embed_url, map_link_url,
    premium_card_title, premium_card_description, privacy_policy, terms_of_service)
    VALUES (${settingsId}, 'Royal Palm', 'Comfort', 'Main road', 'Near the market', '0241234567',
    '0201234567', '0241234567', 'stay@example.com', 'https://maps.example/embed',
    'https://maps.example/link', 'Premium', 'King beds & DSTV.', ${PRIVACY}, 'Pay on arrival.')`)
  await db.run(sql`INSERT INTO site_settings_reasons (_order, _parent_id, id, title, description, icon)
    VALUES (1, ${settingsId}, 'r1', 'Location', 'Fifty metres <from> the road.', 'map-pin')`)
  const exploreId = randomUUID()
  await db.run(sql`INSERT INTO site_settings_opening_hours (_order, _parent_id, id, label, hours)
    VALUES (1, ${settingsId}, 'h1', 'Reception', '24 hours')`)
  await db.run(sql`INSERT INTO explore (id, hero_title, hero_subtitle, reception_title,
    reception_description, bar_lounge_title, bar_lounge_description, environment_title,
    environment_description) VALUES (${exploreId}, 'Explore', 'See', 'Reception',
    'Open all night.', 'Bar', 'Cold drinks.\n\nLive music.', 'Garden', 'Quiet.')`)
  await db.run(sql`INSERT INTO media (id, alt, filename, mime_type, width, height, url)
    VALUES (${MEDIA_ID}, 'banner-1', 'banner-1.webp', 'image/webp', 1600, 900, '/api/media/file/banner-1.webp')`)
  await db.run(sql`INSERT INTO explore_bar_lounge_highlights (_order, _parent_id, id, title, description, icon)
    VALUES (1, ${exploreId}, 'x1', 'Live music', 'On Fridays.', 'music')`)
  await db.run(sql`INSERT INTO explore_rels ("order", parent_id, path, media_id)
    VALUES (1, ${exploreId}, 'reception.images', ${MEDIA_ID})`)
  await db.run(sql`INSERT INTO banner_images (id, image_id, alt, sort_order)
    VALUES (${randomUUID()}, ${MEDIA_ID}, 'The garden at dusk', 0)`)
  await db.run(sql`INSERT INTO facilities (id, title, description, icon, placement)
    VALUES (${randomUUID()}, 'Wi-Fi', 'Fast.', 'wifi', 'home')`)
  client.close()
}

beforeAll(async () => {
  await previousReleaseDatabase()
  // Starting the app applies the new migration to the old database, as an upgrade does.
  app = await startTestApp('rich-text-migration', { DATABASE_URL: `file:${file}` })
}, 120_000)

afterAll(async () => {
  await app?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the rich text and drafts migration on a database of the previous release', () => {
  it('carries every plain long text into rich text with its paragraphs and line breaks', async () => {
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.privacyPolicy.root.children).toHaveLength(2)
    expect(richTextToHtml(settings.privacyPolicy)).toBe(
      '<p>We keep your name.</p><p>We never sell it.<br>Ask us to delete it.</p>',
    )
    expect(richTextToHtml(settings.termsOfService)).toBe('<p>Pay on arrival.</p>')
    expect(richTextToHtml(settings.premiumCard.description)).toBe('<p>King beds &amp; DSTV.</p>')
    expect(richTextToHtml(settings.reasons?.[0]?.description)).toBe(
      '<p>Fifty metres &lt;from&gt; the road.</p>',
    )
    const explore = await app.payload.findGlobal({ slug: 'explore', overrideAccess: true })
    expect(richTextToHtml(explore.barLounge.description)).toBe(
      '<p>Cold drinks.</p><p>Live music.</p>',
    )
    expect(richTextToHtml(explore.reception.description)).toBe('<p>Open all night.</p>')
  })

  it('keeps the arrays and pictures of the tables it rebuilds', async () => {
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.reasons?.map((reason) => reason.title)).toEqual(['Location'])
    expect(settings.openingHours?.map((row) => row.hours)).toEqual(['24 hours'])
    const explore = await app.payload.findGlobal({
      slug: 'explore',
      depth: 0,
      overrideAccess: true,
    })
    expect(explore.barLounge.highlights?.map((row) => row.title)).toEqual(['Live music'])
    expect(explore.reception.images).toEqual([MEDIA_ID])
  })

  it('keeps the banner’s alt text as the picture’s one alt text', async () => {
    const media = await app.payload.findByID({
      collection: 'media',
      id: MEDIA_ID,
      overrideAccess: true,
    })
    expect(media.alt).toBe('The garden at dusk')
  })

  it('publishes the content guests saw, so the public site shows the same as before', async () => {
    const { docs } = await app.payload.find({ collection: 'facilities', overrideAccess: false })
    expect(docs.map((doc) => doc.title)).toEqual(['Wi-Fi'])
    const banners = await app.payload.find({ collection: 'banner-images', overrideAccess: false })
    expect(banners.docs).toHaveLength(1)
  })

  it('keeps what guests saw as a published version, so an editor can restore it after a first edit', async () => {
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    /** What /cms sends while an editor types: an autosaved draft. */
    const autosave = async (method: 'POST' | 'PATCH', apiPath: string, data: unknown) => {
      const response = await app.call(method, `${apiPath}?draft=true&autosave=true`, {
        cookie: editor,
        json: data,
      })
      expect(response.status).toBe(200)
    }

    await autosave('POST', '/globals/explore', { hero: { title: 'Edited', subtitle: 'See' } })
    const explore = await app.payload.findGlobalVersions({
      slug: 'explore',
      where: { 'version._status': { equals: 'published' } },
      overrideAccess: true,
    })
    expect(explore.docs.map((doc) => doc.version.hero.title)).toEqual(['Explore'])
    expect(richTextToHtml(explore.docs[0].version.barLounge.description)).toBe(
      '<p>Cold drinks.</p><p>Live music.</p>',
    )
    expect(explore.docs[0].version.barLounge.highlights?.map((row) => row.title)).toEqual([
      'Live music',
    ])

    await autosave('POST', '/globals/site-settings', { tagline: 'Half typed' })
    const settings = await app.payload.findGlobalVersions({
      slug: 'site-settings',
      where: { 'version._status': { equals: 'published' } },
      overrideAccess: true,
    })
    expect(settings.docs.map((doc) => doc.version.tagline)).toEqual(['Comfort'])

    const {
      docs: [facility],
    } = await app.payload.find({ collection: 'facilities', overrideAccess: true })
    await autosave('PATCH', `/facilities/${facility.id}`, { title: 'Wi-Fi (edited)' })
    const versions = await app.payload.findVersions({
      collection: 'facilities',
      where: { parent: { equals: facility.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(versions.docs.map((doc) => [doc.version._status, doc.version.title])).toEqual([
      ['published', 'Wi-Fi'],
      ['draft', 'Wi-Fi (edited)'],
    ])
    await app.payload.restoreVersion({
      collection: 'facilities',
      id: String(versions.docs[0].id),
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const restored = await app.payload.findByID({
      collection: 'facilities',
      id: facility.id,
      draft: true,
      overrideAccess: true,
    })
    expect(restored.title).toBe('Wi-Fi')

    // The next start finds every document with its versions and writes nothing.
    const { keepFirstVersions } = await import('@/seed/firstVersions')
    expect(await keepFirstVersions(app.payload)).toBe(0)
  })

  it('stores a text saved afterwards as rich text', async () => {
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { tagline: 'Comfortability with class', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const again = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(again.privacyPolicy).toEqual(settings.privacyPolicy)
  })
})
