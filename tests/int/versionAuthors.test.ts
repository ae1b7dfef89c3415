import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { versionsWithAuthors } from '@/collections/Content/versionAuthors'
import { MESSAGES } from '@/lib/messages'

import { startTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../helpers/payload'

let app: TestApp
let admin: string
let editor: string

type Json = Record<string, unknown>

async function readerReq(email: string) {
  const { docs } = await app.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return createLocalReq({ user: { ...docs[0], collection: 'users' } }, app.payload)
}

beforeAll(async () => {
  app = await startTestApp('versionAuthors')
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('the Versions tab names who saved each version', () => {
  it('records the signed-in person with each save, whatever the form sends', async () => {
    const { docs } = await app.payload.find({
      collection: 'users',
      where: { email: { equals: TEST_ADMIN.email } },
      overrideAccess: true,
    })
    const created = await app.call('POST', '/testimonials', {
      json: { name: 'Ama', rating: 5, comment: 'Lovely', location: 'Accra', _status: 'published' },
      cookie: editor,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    // The editor claims the admin made the change: the server keeps who really did.
    const edited = await app.call('PATCH', `/testimonials/${doc.id}`, {
      json: { comment: 'Lovely and quiet', editedBy: docs[0].id, _status: 'published' },
      cookie: editor,
    })
    expect(edited.status).toBe(200)
    const byAdmin = await app.call('PATCH', `/testimonials/${doc.id}`, {
      json: { comment: 'Lovely, quiet and clean', _status: 'published' },
      cookie: admin,
    })
    expect(byAdmin.status).toBe(200)

    const rows = await versionsWithAuthors(await readerReq(TEST_EDITOR.email), {
      collection: 'testimonials',
      id: doc.id,
    })
    expect(rows.map((row) => row.author)).toEqual(['Test Admin', 'Test Editor', 'Test Editor'])
    // Guests never learn who on the staff wrote it.
    const asGuest = (await (await app.call('GET', `/testimonials/${doc.id}`)).json()) as Json
    expect(asGuest.comment).toBe('Lovely, quiet and clean')
    expect(asGuest).not.toHaveProperty('editedBy')
    expect(rows.every((row) => row.status === 'published')).toBe(true)
  })

  it('names the site-settings’ authors, and the website for a change nobody signed in made', async () => {
    const { demoSiteSettings } = await import('@/seed')
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...demoSiteSettings(), tagline: 'Seeded' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const saved = await app.call('POST', '/globals/site-settings?draft=true', {
      json: { tagline: 'Draft by the editor' },
      cookie: editor,
    })
    expect(saved.status).toBe(200)
    const rows = await versionsWithAuthors(await readerReq(TEST_EDITOR.email), {
      global: 'site-settings',
    })
    expect(rows.slice(0, 2).map((row) => [row.author, row.status])).toEqual([
      ['Test Editor', 'draft'],
      [MESSAGES.cms.editedByNobody, 'published'],
    ])
  })
})

describe('a publish names who published it', () => {
  it('an autosaved draft then Publish in /cms, as the admin form sends them', async () => {
    const autosaved = await app.call('POST', '/globals/site-settings?draft=true&autosave=true', {
      json: { tagline: 'Autosaved by the editor' },
      cookie: editor,
    })
    expect(autosaved.status).toBe(200)
    const published = await app.call('POST', '/globals/site-settings?draft=false', {
      json: { tagline: 'Published by the admin', _status: 'published' },
      cookie: admin,
    })
    expect(published.status).toBe(200)
    const rows = await versionsWithAuthors(await readerReq(TEST_EDITOR.email), {
      global: 'site-settings',
    })
    expect(rows.slice(0, 2).map((row) => [row.author, row.status])).toEqual([
      ['Test Admin', 'published'],
      ['Test Editor', 'draft'],
    ])
  })

  it('a draft then a publish through the local API with a user', async () => {
    const adminReq = await readerReq(TEST_ADMIN.email)
    const created = await app.payload.create({
      collection: 'testimonials',
      data: { name: 'Kofi', rating: 4, comment: 'Good', location: 'Kumasi' },
      draft: true,
      user: adminReq.user,
      overrideAccess: false,
    })
    await app.payload.update({
      collection: 'testimonials',
      id: created.id,
      data: { comment: 'Good and calm', _status: 'published' },
      user: adminReq.user,
      overrideAccess: false,
    })
    const patched = await app.call('PATCH', `/testimonials/${created.id}?draft=false`, {
      json: { comment: 'Good, calm and clean', _status: 'published' },
      cookie: editor,
    })
    expect(patched.status).toBe(200)
    const rows = await versionsWithAuthors(adminReq, { collection: 'testimonials', id: created.id })
    expect(rows.map((row) => [row.author, row.status])).toEqual([
      ['Test Editor', 'published'],
      ['Test Admin', 'published'],
      ['Test Admin', 'draft'],
    ])
  })
})

describe('a restore names who restored', () => {
  it('an older version of a global brought back is the restorer’s version, not its first author’s', async () => {
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { tagline: 'Saved by the website' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const [seeded] = (
      await app.payload.findGlobalVersions({
        slug: 'site-settings',
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
      })
    ).docs
    const published = await app.call('POST', '/globals/site-settings?draft=false', {
      json: { tagline: 'Published by the admin', _status: 'published' },
      cookie: admin,
    })
    expect(published.status).toBe(200)
    const restored = await app.call('POST', `/globals/site-settings/versions/${seeded.id}`, {
      cookie: editor,
    })
    expect(restored.status).toBe(200)
    const rows = await versionsWithAuthors(await readerReq(TEST_EDITOR.email), {
      global: 'site-settings',
    })
    expect(rows.slice(0, 3).map((row) => [row.author, row.status])).toEqual([
      ['Test Editor', 'published'],
      ['Test Admin', 'published'],
      [MESSAGES.cms.editedByNobody, 'published'],
    ])
    // The content is the old version's, whole: only who made it changes.
    const content = (global: Json) => {
      const { id: _id, updatedAt: _at, editedBy: _by, globalType: _type, ...rest } = global
      return rest
    }
    const now = (await app.payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
    })) as unknown as Json
    expect(now.tagline).toBe('Saved by the website')
    expect(content(now)).toEqual(content(seeded.version as unknown as Json))
  })

  it('an older version of an entry brought back is the restorer’s version', async () => {
    const created = await app.payload.create({
      collection: 'testimonials',
      data: {
        placement: 'home',
        name: 'Esi',
        rating: 5,
        comment: 'First',
        location: 'Cape Coast',
        _status: 'published',
      },
      overrideAccess: true,
    })
    const [first] = (
      await app.payload.findVersions({
        collection: 'testimonials',
        where: { parent: { equals: created.id } },
        depth: 0,
      })
    ).docs
    await app.call('PATCH', `/testimonials/${created.id}?draft=false`, {
      json: { comment: 'Second', _status: 'published' },
      cookie: admin,
    })
    const restored = await app.call('POST', `/testimonials/versions/${first.id}`, {
      cookie: editor,
    })
    expect(restored.status).toBe(200)
    const rows = await versionsWithAuthors(await readerReq(TEST_EDITOR.email), {
      collection: 'testimonials',
      id: created.id,
    })
    expect(rows.map((row) => row.author)).toEqual([
      'Test Editor',
      'Test Admin',
      MESSAGES.cms.editedByNobody,
    ])
  })
})
