import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { plainTextToRichText } from '@/lib/richText'

import { makeImage, startTestApp, TEST_EDITOR, type TestApp } from '../helpers/payload'

let app: TestApp
let editor: string
const context = { disableRevalidate: true }

async function picture(name: string): Promise<string> {
  const data = await makeImage('jpeg')
  const media = await app.payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
    context,
  })
  return String(media.id)
}

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** What /cms sends while an editor types: an autosaved draft, over the REST API. */
async function autosave(method: 'POST' | 'PATCH', path: string, data: unknown): Promise<void> {
  const response = await app.call(method, `${path}?draft=true&autosave=true`, {
    cookie: editor,
    json: data,
  })
  expect(response.status).toBe(200)
}

/** What a guest and a signed-in editor read of one address. */
async function readAs(path: string) {
  return {
    guest: await json(await app.call('GET', path)),
    staff: await json(await app.call('GET', path, { cookie: editor })),
  }
}

beforeAll(async () => {
  app = await startTestApp('draft-leaks')
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('an autosaved draft never reaches a guest through the API, even asked with ?draft=true', () => {
  it('site settings', async () => {
    const published = {
      houseName: 'Royal Palm',
      tagline: 'Comfort',
      address: 'Main road',
      landmark: 'Near the market',
      phonePrimary: '0241234567',
      phoneSecondary: '0201234567',
      whatsappNumber: '0241234567',
      email: 'stay@example.com',
      mapEmbedUrl: 'https://maps.example/embed',
      mapLinkUrl: 'https://maps.example/link',
      premiumCard: { title: 'Premium', description: plainTextToRichText('Best') },
      termsOfService: plainTextToRichText('Terms'),
      privacyPolicy: plainTextToRichText('Policy'),
      _status: 'published' as const,
    }
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: published,
      overrideAccess: true,
      context,
    })
    await autosave('POST', '/globals/site-settings', { tagline: 'Secret sale next week' })
    for (const query of ['?draft=true', '']) {
      const { guest } = await readAs(`/globals/site-settings${query}`)
      expect(guest.tagline).toBe('Comfort')
    }
    const { staff } = await readAs('/globals/site-settings?draft=true')
    expect(staff.tagline).toBe('Secret sale next week')
  })

  it('the Explore page', async () => {
    const image = await picture('explore')
    const tab = (title: string) => ({
      title,
      description: plainTextToRichText(`${title} text`),
      images: [image],
    })
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
    await autosave('POST', '/globals/explore', {
      hero: { title: 'Unfinished heading', subtitle: 'See the house' },
    })
    const { guest, staff } = await readAs('/globals/explore?draft=true')
    expect((guest.hero as { title: string }).title).toBe('Explore')
    expect((staff.hero as { title: string }).title).toBe('Unfinished heading')
  })

  const collections = [
    {
      slug: 'facilities',
      field: 'title',
      data: async () => ({ title: 'Pool', description: 'Warm.', icon: 'sun', placement: 'home' }),
      draft: 'Pool (closed for repairs)',
    },
    {
      slug: 'testimonials',
      field: 'comment',
      data: async () => ({
        name: 'Akosua',
        rating: 5,
        comment: 'Lovely.',
        location: 'Accra',
        placement: 'home',
      }),
      draft: 'Half-written reply',
    },
    {
      slug: 'room-categories',
      field: 'priceText',
      data: async () => ({
        title: 'Studio',
        icon: 'bed',
        features: [{ feature: 'Fan' }],
        priceText: '₵200',
      }),
      draft: '₵150 (not yet)',
    },
    {
      slug: 'banner-images',
      field: 'image',
      data: async () => ({ image: await picture('banner-published') }),
      draft: 'picture',
    },
  ] as const

  for (const { slug, field, data, draft } of collections) {
    it(`${slug}: find and findByID`, async () => {
      const doc = (await app.payload.create({
        collection: slug,
        data: { ...(await data()), _status: 'published' } as never,
        overrideAccess: true,
        context,
      })) as unknown as Record<string, unknown> & { id: string }
      const publishedValue =
        field === 'image' ? (doc.image as { id: string }).id : (doc[field] as unknown)
      const draftValue = field === 'image' ? await picture('banner-draft') : draft
      await autosave('PATCH', `/${slug}/${doc.id}`, { [field]: draftValue })
      const valueOf = (read: Record<string, unknown>) => {
        const value = read[field]
        return typeof value === 'object' && value !== null ? (value as { id: string }).id : value
      }

      const one = await readAs(`/${slug}/${doc.id}?draft=true&depth=0`)
      expect(valueOf(one.guest)).toBe(publishedValue)
      expect(valueOf(one.staff)).toBe(draftValue)

      const list = await readAs(`/${slug}?draft=true&depth=0&where[id][equals]=${doc.id}`)
      const guestDocs = list.guest.docs as Record<string, unknown>[]
      expect(guestDocs.map(valueOf)).toEqual([publishedValue])
      const staffDocs = list.staff.docs as Record<string, unknown>[]
      expect(staffDocs.map(valueOf)).toEqual([draftValue])
    })
  }
})
