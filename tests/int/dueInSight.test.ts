/**
 * What is due is in sight: a stay asking a deposit shows the guest, on its page, its invoice and
 * the balance message, the deposit due and by when, the balance, and the house's own
 * mobile-money numbers with the reference to quote. The numbers are the owner's: a bad one is
 * refused with a clear message, and only an admin changes them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { formatStayDate } from '@/lib/dates'
import { DEFAULT_TEMPLATES } from '@/lib/guestStay/stayMessages'
import { MESSAGES } from '@/lib/messages'
import { plainTextToRichText, richTextToHtml } from '@/lib/richText'
import type { Booking, SiteSetting } from '@/payload-types'

import { createTestRoom, startTestApp, TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createStay, signInDesk } from '../helpers/fixtures/money'

let app: TestApp
const cookies = { admin: '', reception: '', editor: '' }
let room = ''

const MTN = {
  network: 'mtn',
  kind: 'merchant',
  number: '482913',
  accountName: 'Royal Palm Guest House',
}
const TELECEL = {
  network: 'telecel',
  kind: 'personal',
  number: '020 765 4321',
  accountName: 'Kwame Mensah',
}

const numbers = async () =>
  (
    (await app.payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
    })) as SiteSetting
  ).mobileMoneyNumbers?.map(({ network, kind, number, accountName }) => ({
    network,
    kind,
    number,
    accountName,
  }))

/** The stay's page's data and its invoice's, as the guest's link opens them. */
async function guestViews(booking: Booking) {
  const { stayPageUrl } = await import('@/collections/Bookings/guestStay/stayLinks')
  const { readStay } = await import('@/data/stay')
  const { documentsOf } = await import('@/data/invoiceAndReceipts')
  const req = await createLocalReq({}, app.payload)
  const full = await app.payload.findByID({ collection: 'bookings', id: booking.id, depth: 1, req })
  const token = (await stayPageUrl(req, full)).split('/stay/')[1]
  const page = await readStay(token)
  const invoice = await documentsOf(req, full, 'guest')
  return { page, invoice }
}

beforeAll(async () => {
  app = await startTestApp('due-in-sight')
  Object.assign(cookies, await signInDesk(app))
  cookies.editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  room = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 450 })
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: demoSiteSettings(),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const saved = await app.call('POST', '/globals/site-settings', {
    cookie: cookies.admin,
    json: { depositPercent: 50, depositDaysBeforeArrival: 3, mobileMoneyNumbers: [MTN, TELECEL] },
  })
  expect(saved.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('a stay asking a 50% deposit', () => {
  it('shows on its page and invoice the deposit due by its day, the balance, the numbers and the reference', async () => {
    const booking = await createStay(app, cookies.reception, {
      room,
      guestName: 'Abena Owusu',
      checkIn: day(20),
      checkOut: day(22),
      price: 90_000,
    })
    const { page, invoice } = await guestViews(booking)
    const deposit = { amount: 45_000, day: day(17), time: null, late: false }
    for (const view of [page, invoice]) {
      expect(view?.money).toMatchObject({ price: 90_000, received: 0, balance: 90_000 })
      expect(view?.howToPay).toEqual({ deposit, accounts: [MTN, TELECEL] })
      expect(view?.reference).toBe(booking.reference)
    }
    expect.assertions(8)
  })

  it('says so in the balance message staff send, by the owner’s default words', async () => {
    const booking = await createStay(app, cookies.reception, {
      room,
      guestName: 'Abena Owusu',
      checkIn: day(30),
      checkOut: day(32),
      price: 90_000,
    })
    const listed = await app.call('GET', `/bookings/${booking.id}/messages`, {
      cookie: cookies.reception,
    })
    expect(listed.status).toBe(200)
    const { messages } = (await listed.json()) as {
      messages: Array<{ moment: string; link: string }>
    }
    const balance = messages.find((message) => message.moment === 'balanceDue')
    const text = new URL(balance?.link ?? 'https://wa.me/').searchParams.get('text')
    expect(text).toContain(
      `Hello Abena, ₵900 of the ₵900 for your stay ${booking.reference} from ${formatStayDate(day(30))} is still to pay. The deposit of ₵450 is due by ${formatStayDate(day(27))}. Pay by mobile money to MTN merchant ID 482913 (Royal Palm Guest House) or Telecel number 020 765 4321 (Kwame Mensah), quoting your reference ${booking.reference}.`,
    )
    const confirmed = messages.find((message) => message.moment === 'confirmed')
    expect(new URL(confirmed?.link ?? 'https://wa.me/').searchParams.get('text')).toContain(
      `Reference: ${booking.reference}. The deposit of ₵450 is due by ${formatStayDate(day(27))}.`,
    )
  })

  it('a request’s deposit is due before the request lapses unanswered', async () => {
    const made = await app.call('POST', '/bookings', {
      cookie: cookies.reception,
      json: {
        room,
        guestName: 'Kofi Mensah',
        phone: '0241234567',
        guests: 1,
        checkIn: day(40),
        checkOut: day(42),
        price: 90_000,
        source: 'phone',
        status: 'requested',
      },
    })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: Booking }
    const lapses = new Date(new Date(doc.createdAt).getTime() + 48 * 3_600_000).toISOString()
    const { invoice } = await guestViews(doc)
    expect(invoice.howToPay.deposit).toEqual({
      amount: 45_000,
      day: lapses.slice(0, 10),
      time: lapses.slice(11, 16),
      late: false,
    })
  })

  it('once the deposit is paid, shows the balance and the numbers, and no deposit', async () => {
    const booking = await createStay(app, cookies.reception, {
      room,
      guestName: 'Abena Owusu',
      checkIn: day(50),
      checkOut: day(52),
      price: 90_000,
    })
    const paid = await app.call('POST', `/bookings/${booking.id}/payments`, {
      cookie: cookies.reception,
      json: { amount: '450', method: 'cash', date: day(0) },
    })
    expect(paid.status).toBe(201)
    const { page } = await guestViews(booking)
    expect(page?.money.balance).toBe(45_000)
    expect(page?.howToPay).toEqual({ deposit: null, accounts: [MTN, TELECEL] })
  })
})

describe('the house’s mobile-money numbers', () => {
  it.each([
    [
      'a personal number that is no phone number',
      { ...TELECEL, number: '12345' },
      MESSAGES.howToPay.numberPersonal,
    ],
    [
      'a merchant ID with letters',
      { ...MTN, number: 'MOMO-4829' },
      MESSAGES.howToPay.numberMerchant(4, 12),
    ],
  ])('refuse %s with a clear message, and save nothing', async (_, row, message) => {
    const before = await numbers()
    const refused = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.admin,
      json: { tagline: 'Changed with the bad number', mobileMoneyNumbers: [MTN, row] },
    })
    expect(refused.status).toBe(400)
    // The field's own message, on the field's path, as /cms shows it beside the number.
    const { errors } = (await refused.json()) as {
      errors: Array<{ data?: { errors?: Array<{ message: string; path: string }> } }>
    }
    expect(errors[0].data?.errors).toEqual([
      { message, path: 'mobileMoneyNumbers.1.number', label: expect.any(String) },
    ])
    expect(await numbers()).toEqual(before)
    const kept = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(kept.tagline).not.toBe('Changed with the bad number')
  })

  it('refuse a seventh number', async () => {
    const refused = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.admin,
      json: { mobileMoneyNumbers: Array(7).fill(MTN) },
    })
    expect(refused.status).toBe(400)
    expect(await numbers()).toEqual([MTN, TELECEL])
  })

  it('are kept from reception and editors: what they send is dropped', async () => {
    expect.assertions(4)
    const diverted = [{ ...MTN, number: '999999', accountName: 'Pay Here Ltd' }]
    // An editor's save goes through without them; reception may not save the settings at all.
    for (const [cookie, status] of [
      [cookies.editor, 200],
      [cookies.reception, 403],
    ] as const) {
      const response = await app.call('POST', '/globals/site-settings', {
        cookie,
        json: { mobileMoneyNumbers: diverted, depositDaysBeforeArrival: 30 },
      })
      expect(response.status).toBe(status)
    }
    expect(await numbers()).toEqual([MTN, TELECEL])
    const kept = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(kept.depositDaysBeforeArrival).toBe(3)
  })
})

describe('the stay messages an older version stored', () => {
  it('move from the former default to today’s; an admin’s own words are kept', async () => {
    const { FORMER_DEFAULT_BODIES, moveDefaultMessages } = await import('@/seed/dueInSightMessages')
    const own = 'Hello {name}, see you on {checkIn}. Reference {reference}.'
    await app.payload.updateGlobal({
      slug: 'stay-messages',
      data: {
        ...DEFAULT_TEMPLATES,
        balanceDue: { ...DEFAULT_TEMPLATES.balanceDue, body: FORMER_DEFAULT_BODIES.balanceDue },
        confirmed: { ...DEFAULT_TEMPLATES.confirmed, body: own },
      },
      overrideAccess: true,
    })
    expect(await moveDefaultMessages(app.payload)).toBe(1)
    const saved = await app.payload.findGlobal({ slug: 'stay-messages', overrideAccess: true })
    expect(saved.balanceDue?.body).toBe(DEFAULT_TEMPLATES.balanceDue.body)
    expect(saved.balanceDue?.subject).toBe(DEFAULT_TEMPLATES.balanceDue.subject)
    expect(saved.confirmed?.body).toBe(own)
    // Run again (another instance, a restart), it finds nothing to move.
    expect(await moveDefaultMessages(app.payload)).toBe(0)
  })
})

describe('the terms an older demo stored', () => {
  const FORMER =
    'A booking is confirmed when our staff confirm it to you by WhatsApp, phone or email. Check-in is from 12:00 noon and check-out by 11:00 AM.'

  it('leave the times to their one setting; terms in an admin’s own words are kept', async () => {
    const { moveHouseTimesOutOfTerms } = await import('@/seed/houseTimesInTerms')
    const terms = (text: string) =>
      app.payload.updateGlobal({
        slug: 'site-settings',
        data: { termsOfService: plainTextToRichText(text) },
        overrideAccess: true,
      })
    const published = async () =>
      richTextToHtml(
        (await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true }))
          .termsOfService,
      )

    await terms(`Prices are per room per night.\n\n${FORMER}\n\nOffers may end.`)
    expect(await moveHouseTimesOutOfTerms(app.payload)).toBe(1)
    expect(await published()).toBe(
      '<p>Prices are per room per night.</p><p>A booking is confirmed when our staff confirm it to you by WhatsApp, phone or email.</p><p>Offers may end.</p>',
    )
    // Run again (another instance, a restart), it finds nothing to move.
    expect(await moveHouseTimesOutOfTerms(app.payload)).toBe(0)

    const own = 'Check-in is from 12:00 noon, and we mean it.'
    await terms(own)
    expect(await moveHouseTimesOutOfTerms(app.payload)).toBe(0)
    expect(await published()).toBe(`<p>${own}</p>`)
  })
})
