import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { UNUSED_UPLOAD_AGE_MS } from '@/collections/Media/jobs/removeUnusedUploads'
import { MESSAGES } from '@/lib/messages'
import { plainTextToRichText } from '@/lib/richText'

import { roomBody } from '../helpers/fixtures/rooms'
import {
  imageForm,
  makeImage,
  mediaFiles,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'

let app: TestApp
let admin: string
let editor: string
const context = { disableRevalidate: true }
const DAY_AND_A_BIT = UNUSED_UPLOAD_AGE_MS + 60_000

/** A photo sent from the staff portal's room form; answers the media id. */
async function portalUpload(name: string): Promise<{ id: string; url: string }> {
  const response = await app.call('POST', '/images/upload', {
    body: imageForm(await makeImage('jpeg'), name, 'image/jpeg'),
    cookie: admin,
  })
  expect(response.status).toBe(201)
  const body = (await response.json()) as { asset_id: string; secure_url: string }
  return { id: body.asset_id, url: body.secure_url }
}

/** A picture an editor uploads in /cms. */
async function cmsUpload(name: string): Promise<string> {
  const data = await makeImage('jpeg')
  const media = await app.payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return String(media.id)
}

/** Moves an upload's date back, as if the day had passed. */
async function age(id: string, ms: number): Promise<void> {
  await app.payload.db.updateOne({
    collection: 'media',
    id,
    data: { createdAt: new Date(Date.now() - ms).toISOString() },
  })
}

async function exists(id: string): Promise<boolean> {
  const { totalDocs } = await app.payload.count({
    collection: 'media',
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  return totalDocs === 1
}

beforeAll(async () => {
  app = await startTestApp('unused-uploads')
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 60_000)

/** A room-form photo written straight through the Local API (faster than the endpoint). */
async function roomFormPhoto(name: string): Promise<string> {
  const data = await makeImage('jpeg', 8, 6)
  const media = await app.payload.create({
    collection: 'media',
    data: { alt: name, fromRoomForm: true },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
    context,
  })
  return String(media.id)
}

async function createRoom(name: string, images: string[]): Promise<string> {
  const room = await app.payload.create({
    collection: 'rooms',
    data: {
      name,
      description: 'A quiet room facing the garden, with a fan and a desk.',
      regularPrice: 300,
      bedType: 'Double Size',
      images,
      isAvailable: true,
    },
    overrideAccess: true,
    context,
  })
  return String(room.id)
}

async function runCleanup(): Promise<void> {
  await app.payload.jobs.queue({ task: 'removeUnusedUploads', input: {} })
  await app.payload.jobs.run()
}

/** What /cms sends while an editor types: an autosaved draft. */
async function autosave(method: 'POST' | 'PATCH', path: string, data: unknown): Promise<void> {
  const response = await app.call(method, `${path}?draft=true&autosave=true`, {
    cookie: editor,
    json: data,
  })
  expect(response.status).toBe(200)
}

async function publishExplore(images: string[]): Promise<void> {
  const tab = (title: string) => ({ title, description: plainTextToRichText(title), images })
  await app.payload.updateGlobal({
    slug: 'explore',
    data: {
      hero: { title: 'Explore', subtitle: 'See the house' },
      reception: tab('Reception'),
      barLounge: tab('Bar'),
      environment: tab('Garden'),
      _status: 'published',
    },
    overrideAccess: true,
    context,
  })
}

function filesOf(prefix: string): string[] {
  return mediaFiles(app.mediaDir).filter((f) => f.startsWith(prefix))
}

afterAll(async () => {
  await app?.stop()
})

describe('the queued job that removes unused room-form photos', () => {
  it('removes abandoned room-form photos after a day and keeps everything else', async () => {
    const abandoned = await portalUpload('abandoned.jpg')
    const recent = await portalUpload('recent.jpg')
    const inRoom = await portalUpload('in-room.jpg')
    const editorsPicture = await cmsUpload('editors-picture')
    const created = await app.call('POST', '/room/create', {
      cookie: admin,
      json: roomBody([inRoom.url]),
    })
    expect(created.status).toBe(201)
    for (const id of [abandoned.id, inRoom.id, editorsPicture]) await age(id, DAY_AND_A_BIT)
    await age(recent.id, UNUSED_UPLOAD_AGE_MS - 60 * 60_000)
    const filesBefore = mediaFiles(app.mediaDir).filter((f) => f.startsWith('abandoned'))
    expect(filesBefore.length).toBeGreaterThan(0)

    await runCleanup()

    expect(await exists(abandoned.id)).toBe(false)
    expect(mediaFiles(app.mediaDir).filter((f) => f.startsWith('abandoned'))).toEqual([])
    expect(await exists(recent.id)).toBe(true)
    expect(await exists(inRoom.id)).toBe(true)
    // Uploaded on purpose in /cms: kept even though nothing shows it yet.
    expect(await exists(editorsPicture)).toBe(true)
  })

  it('keeps a photo that only a draft or an earlier version of a banner, testimonial or the Explore page uses', async () => {
    const other = await cmsUpload('other-picture')
    const inBannerDraft = await roomFormPhoto('banner-draft')
    const inTestimonialDraft = await roomFormPhoto('testimonial-draft')
    const inOldExplore = await roomFormPhoto('old-explore')
    const abandoned = await roomFormPhoto('never-used')

    const banner = await app.payload.create({
      collection: 'banner-images',
      data: { image: other, _status: 'published' },
      overrideAccess: true,
      context,
    })
    await autosave('PATCH', `/banner-images/${banner.id}`, { image: inBannerDraft })
    const testimonial = await app.payload.create({
      collection: 'testimonials',
      data: {
        name: 'Akosua',
        rating: 5,
        comment: 'Lovely.',
        location: 'Accra',
        placement: 'home',
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    await autosave('PATCH', `/testimonials/${testimonial.id}`, { avatar: inTestimonialDraft })
    // Published once, then replaced: only the earlier version, which an editor may restore, has it.
    await publishExplore([inOldExplore])
    await publishExplore([other])

    for (const id of [inBannerDraft, inTestimonialDraft, inOldExplore, abandoned])
      await age(id, DAY_AND_A_BIT)
    await runCleanup()

    // The run looked at these photos: the one nothing uses went.
    expect(await exists(abandoned)).toBe(false)

    for (const id of [inBannerDraft, inTestimonialDraft, inOldExplore])
      expect(await exists(id)).toBe(true)
  })
  it('gets past any number of photos content uses: 101 in rooms do not hide an abandoned one', async () => {
    const inUse: string[] = []
    for (let i = 0; i < 101; i++) inUse.push(await roomFormPhoto(`kept-${i}`))
    for (let i = 0; i < inUse.length; i += 6)
      await createRoom(`Room ${i / 6 + 1}`, inUse.slice(i, i + 6))
    const abandoned = await roomFormPhoto('left-behind')
    // Every photo in use is older than the abandoned one: a run that looks only at the 100
    // oldest would never reach it.
    for (const id of inUse) await age(id, DAY_AND_A_BIT + 60 * 60_000)
    await age(abandoned, DAY_AND_A_BIT)

    await runCleanup()

    expect(await exists(abandoned)).toBe(false)
    expect(filesOf('left-behind')).toEqual([])
    const { totalDocs: stillThere } = await app.payload.count({
      collection: 'media',
      where: { id: { in: inUse } },
      overrideAccess: true,
    })
    expect(stillThere).toBe(101)
    // Kept for good: the next runs no longer look at them.
    const { totalDocs: stillCandidates } = await app.payload.count({
      collection: 'media',
      where: { and: [{ id: { in: inUse } }, { fromRoomForm: { equals: true } }] },
      overrideAccess: true,
    })
    expect(stillCandidates).toBe(0)
  }, 120_000)
})

describe('pictures a room lets go of', () => {
  it('stay, with their files, when a banner or the Explore page also shows them', async () => {
    const shared = await cmsUpload('shared-with-banner')
    const onExplore = await cmsUpload('on-explore')
    const ownPhoto = await cmsUpload('room-only')
    await app.payload.create({
      collection: 'banner-images',
      data: { image: shared, _status: 'published' },
      overrideAccess: true,
      context,
    })
    await publishExplore([onExplore])
    const roomId = await createRoom('Sunset Room', [shared, onExplore, ownPhoto])
    const filesBefore = filesOf('shared-with-banner')
    expect(filesBefore.length).toBeGreaterThan(0)

    const deleted = await app.call('DELETE', `/room/delete/${roomId}`, {
      cookie: admin,
      headers: { 'content-type': 'application/json' },
    })
    expect(deleted.status).toBe(200)

    expect(await exists(shared)).toBe(true)
    expect(filesOf('shared-with-banner')).toEqual(filesBefore)
    expect(await exists(onExplore)).toBe(true)
    // Nothing else used this one: it went with the room.
    expect(await exists(ownPhoto)).toBe(false)
    expect(filesOf('room-only')).toEqual([])
  })

  it('cannot be deleted in /cms while a banner uses them, and the editor is told why', async () => {
    const picture = await cmsUpload('banner-only')
    await app.payload.create({
      collection: 'banner-images',
      data: { image: picture, _status: 'published' },
      overrideAccess: true,
      context,
    })
    const response = await app.call('DELETE', `/media/${picture}`, { cookie: editor })
    expect(response.status).toBe(409)
    expect(JSON.stringify(await response.json())).toContain(MESSAGES.image.inUse.banner)
    expect(await exists(picture)).toBe(true)
  })

  it('cannot be deleted while a page shares it, and guests may read it only while it is chosen', async () => {
    const picture = await cmsUpload('contact-share')
    const guestReads = async () => (await app.call('GET', `/media/${picture}?depth=0`)).status
    expect(await guestReads()).not.toBe(200)
    const { demoSiteSettings } = await import('@/seed')
    const choose = (image: string | null) =>
      app.payload.updateGlobal({
        slug: 'site-settings',
        data: { ...demoSiteSettings(), pageDetails: { contact: { image } }, _status: 'published' },
        overrideAccess: true,
        context,
      })
    await choose(picture)
    expect(await guestReads()).toBe(200)
    const response = await app.call('DELETE', `/media/${picture}`, { cookie: editor })
    expect(response.status).toBe(409)
    expect(JSON.stringify(await response.json())).toContain(MESSAGES.image.inUse.sharePicture)
    // Cleared, the picture is still in the version an editor may restore: kept, and no longer public.
    await choose(null)
    expect(await guestReads()).not.toBe(200)
    const again = await app.call('DELETE', `/media/${picture}`, { cookie: editor })
    expect(again.status).toBe(409)
    expect(await exists(picture)).toBe(true)
  })
})
