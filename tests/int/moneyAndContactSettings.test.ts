/**
 * What guests are told about money and where to call is the owner's: the deposit share, the
 * request expiry, the house's numbers and address, and the stay messages (payment instructions,
 * emailed from the house's address). Editors keep the rest of the site's texts; every change to
 * the stay messages is kept with the account that made it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { SiteSetting, StayMessage, User } from '@/payload-types'

import { startTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../helpers/payload'

let app: TestApp
let admin: User
let editor: User
const cookies = { admin: '', editor: '' }

const HOUSE = {
  email: 'house@money.test',
  phonePrimary: '024 123 4567',
  phoneSecondary: '020 765 4321',
  whatsappNumber: '024 123 4567',
  depositPercent: 30,
  requestExpiryHours: 24,
}

/** What someone who wanted guests' money and calls would set. */
const DIVERTED = {
  email: 'pay-here@evil.test',
  phonePrimary: '055 999 0000',
  phoneSecondary: '055 999 0001',
  whatsappNumber: '055 999 0000',
  depositPercent: 100,
  requestExpiryHours: 1,
}

const MONEY_AND_CONTACT = Object.keys(HOUSE) as Array<keyof typeof HOUSE>

const PAY_ELSEWHERE = {
  subject: 'Pay now',
  body: 'Hello {name}, send {balance} by mobile money to 055 999 0000 today.',
}

async function userNamed(email: string): Promise<User> {
  const { docs } = await app.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0]
}

const settings = async (): Promise<SiteSetting> =>
  app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })

const messages = async (): Promise<StayMessage> =>
  app.payload.findGlobal({ slug: 'stay-messages', depth: 0, overrideAccess: true })

const pick = (doc: SiteSetting) =>
  Object.fromEntries(MONEY_AND_CONTACT.map((field) => [field, doc[field]]))

beforeAll(async () => {
  app = await startTestApp('money-contact-settings')
  admin = await userNamed(TEST_ADMIN.email)
  editor = await userNamed(TEST_EDITOR.email)
  cookies.admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  cookies.editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('money and contact settings', () => {
  beforeAll(async () => {
    const { demoSiteSettings } = await import('@/seed')
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...demoSiteSettings(), ...HOUSE },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('drop an editor’s change over REST while the editor’s other texts are saved', async () => {
    const response = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.editor,
      json: { ...DIVERTED, tagline: 'Rest by the lagoon' },
    })
    expect(response.status).toBe(200)
    const saved = await settings()
    expect(pick(saved)).toEqual(HOUSE)
    expect(saved.tagline).toBe('Rest by the lagoon')
  })

  it('drop an editor’s change through the Local API as /cms saves it', async () => {
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...DIVERTED, tagline: 'Rooms by the sea' },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
      context: { disableRevalidate: true },
    })
    const saved = await settings()
    expect(pick(saved)).toEqual(HOUSE)
    expect(saved.tagline).toBe('Rooms by the sea')
  })

  it('show an editor those fields as read-only in /cms', async () => {
    const response = await app.call('GET', '/access', { cookie: cookies.editor })
    // Payload answers `true` for a field with every right, and lists the rights otherwise.
    type Rights = true | { read?: boolean; update?: boolean }
    const access = (await response.json()) as {
      globals: Record<string, { fields: Record<string, Rights> }>
    }
    const fields = access.globals['site-settings'].fields
    expect.assertions(MONEY_AND_CONTACT.length + 1)
    for (const field of MONEY_AND_CONTACT) expect(fields[field]).toEqual({ read: true })
    expect(fields.tagline).toBe(true)
  })

  it('let an admin change them', async () => {
    const response = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.admin,
      json: DIVERTED,
    })
    expect(response.status).toBe(200)
    expect(pick(await settings())).toEqual(DIVERTED)
  })
})

describe('stay messages', () => {
  it('keep the text saved before they kept versions as their first version', async () => {
    const { DEFAULT_TEMPLATES } = await import('@/lib/guestStay/stayMessages')
    const { keepFirstVersions } = await import('@/seed/firstVersions')
    // As a site from before: the messages stored, no version of them.
    await app.payload.db.createGlobal({ slug: 'stay-messages', data: { ...DEFAULT_TEMPLATES } })
    expect(await keepFirstVersions(app.payload)).toBe(1)
    const { docs } = await app.payload.findGlobalVersions({
      slug: 'stay-messages',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.version.balanceDue)).toEqual([DEFAULT_TEMPLATES.balanceDue])
  })

  it('refuse an editor’s change over REST and through the Local API, and keep the text', async () => {
    const before = await messages()
    const response = await app.call('POST', '/globals/stay-messages', {
      cookie: cookies.editor,
      json: { balanceDue: PAY_ELSEWHERE },
    })
    expect(response.status).toBe(403)
    await expect(
      app.payload.updateGlobal({
        slug: 'stay-messages',
        data: { balanceDue: PAY_ELSEWHERE },
        overrideAccess: false,
        user: { ...editor, collection: 'users' },
      }),
    ).rejects.toThrow()
    expect((await messages()).balanceDue).toEqual(before.balanceDue)
  })

  it('let an admin change them, and keep a version naming who did', async () => {
    const balanceDue = {
      subject: 'Payment for {reference}',
      body: 'Hello {name}, {balance} is still to pay on arrival.',
    }
    const response = await app.call('POST', '/globals/stay-messages', {
      cookie: cookies.admin,
      // A name sent along is not taken: the version names the account that saved it.
      json: { balanceDue, updatedBy: editor.id },
    })
    expect(response.status).toBe(200)
    expect((await messages()).balanceDue).toEqual(balanceDue)
    const { docs } = await app.payload.findGlobalVersions({
      slug: 'stay-messages',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0].version.balanceDue).toEqual(balanceDue)
    expect(docs[0].version.updatedBy).toBe(admin.id)
  })
})
