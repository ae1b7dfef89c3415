import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { plainTextToRichText, richTextToHtml } from '@/lib/richText'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp
const context = { disableRevalidate: true }

beforeAll(async () => {
  app = await startTestApp('drafts')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('drafts and versions of editors’ content', () => {
  it('shows guests a facility only once it is published', async () => {
    const facility = await app.payload.create({
      collection: 'facilities',
      data: { title: 'Pool', description: 'Soon.', icon: 'sun', placement: 'home' },
      draft: true,
      overrideAccess: true,
      context,
    })
    const guest = async () =>
      (await app.payload.find({ collection: 'facilities', overrideAccess: false })).docs.map(
        (doc) => doc.title,
      )
    expect(await guest()).toEqual([])
    await app.payload.update({
      collection: 'facilities',
      id: facility.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(await guest()).toEqual(['Pool'])
    // An autosaved change stays a draft: guests keep reading the published title.
    await app.payload.update({
      collection: 'facilities',
      id: facility.id,
      data: { title: 'Pool (draft)' },
      draft: true,
      autosave: true,
      overrideAccess: true,
      context,
    })
    expect(await guest()).toEqual(['Pool'])
  })

  it('shows guests a document saved before drafts existed, which has no status', async () => {
    const old = await app.payload.create({
      collection: 'testimonials',
      data: { name: 'Akosua', rating: 5, comment: 'Lovely.', location: 'Accra', placement: 'home' },
      overrideAccess: true,
      context,
    })
    // As a MongoDB document from before drafts: no _status at all.
    await app.payload.db.updateOne({
      collection: 'testimonials',
      id: old.id,
      data: { _status: null },
    })
    const { docs } = await app.payload.find({ collection: 'testimonials', overrideAccess: false })
    expect(docs.map((doc) => doc.name)).toContain('Akosua')
  })

  it('keeps a draft of the privacy policy away from guests and restores an older version', async () => {
    const publish = (text: string) =>
      app.payload.updateGlobal({
        slug: 'site-settings',
        data: {
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
          privacyPolicy: plainTextToRichText(text),
          _status: 'published',
        },
        overrideAccess: true,
        context,
      })
    await publish('First policy.')
    await publish('Second policy.')
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { privacyPolicy: plainTextToRichText('Unfinished draft.') },
      draft: true,
      overrideAccess: true,
      context,
    })
    const published = await app.payload.findGlobal({
      slug: 'site-settings',
      overrideAccess: false,
      draft: false,
    })
    expect(richTextToHtml(published.privacyPolicy)).toBe('<p>Second policy.</p>')

    const { docs } = await app.payload.findGlobalVersions({
      slug: 'site-settings',
      where: { 'version._status': { equals: 'published' } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const first = docs.find(
      (doc) => richTextToHtml(doc.version.privacyPolicy) === '<p>First policy.</p>',
    )
    expect(first).toBeDefined()
    await app.payload.restoreGlobalVersion({
      slug: 'site-settings',
      id: String(first!.id),
      overrideAccess: true,
      context,
    })
    const restored = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(richTextToHtml(restored.privacyPolicy)).toBe('<p>First policy.</p>')
  })

  it('refuses a link that is not a web, email, phone or site address', async () => {
    const bad = plainTextToRichText('x')
    bad.root.children = [
      {
        type: 'paragraph',
        version: 1,
        children: [
          {
            type: 'link',
            version: 3,
            fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
            children: [{ type: 'text', text: 'click', version: 1 }],
          },
        ],
      },
    ]
    await expect(
      app.payload.updateGlobal({
        slug: 'site-settings',
        data: { termsOfService: bad },
        overrideAccess: true,
        context,
      }),
    ).rejects.toThrow(/Terms Of Service/)
  })
})
