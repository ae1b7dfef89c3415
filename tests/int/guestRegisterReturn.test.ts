import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { addDays } from '@/lib/dates'
import { weekOf } from '@/lib/guestRegister/week'
import type { Booking } from '@/payload-types'

import { day } from '../helpers/fixtures/dates'
import { foreignGuest, ghanaianGuest, registerAtDesk } from '../helpers/fixtures/guestRegister'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'
import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'

type Json = Record<string, unknown>

let app: TestApp
let admin: string
let reception: string
const rooms: string[] = []
const context = { disableRevalidate: true }
/** A whole week three weeks back: its stays are all over. */
const week = weekOf(day(-21))
let nextFree = 100

/**
 * A stay with its guests registered at the desk while it was coming, then moved to its real
 * dates and status below the hooks that keep new stays ahead.
 */
async function pastStay(
  arrival: string,
  departure: string,
  status: Booking['status'],
  guests: Json[],
): Promise<Booking> {
  nextFree += 3
  const booking = await app.payload.create({
    collection: 'bookings',
    data: {
      room: rooms[nextFree % rooms.length],
      checkIn: day(nextFree),
      checkOut: day(nextFree + 1),
      guests: guests.length,
      guestName: String(guests[0]?.fullName ?? 'Guest'),
      price: 60000,
      source: 'phone',
      status: 'confirmed',
    },
    overrideAccess: true,
    context,
  })
  for (const guest of guests) {
    expect((await registerAtDesk(app, reception, booking.id, guest)).status).toBe(200)
  }
  await app.payload.db.updateOne({
    collection: 'bookings',
    id: booking.id,
    data: {
      status,
      checkIn: `${arrival}T00:00:00.000Z`,
      checkOut: `${departure}T00:00:00.000Z`,
    },
  })
  return booking
}

async function returnOf(weekDay: string, cookie = reception) {
  const answer = await app.call('GET', `/guest-registrations/return?week=${weekDay}`, { cookie })
  expect(answer.status).toBe(200)
  return (await answer.json()) as { week: Json; rows: Json[]; sent: Json | null }
}

beforeAll(async () => {
  app = await startTestApp('guestRegisterReturn')
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({ slug: 'site-settings', data: demoSiteSettings(), context })
  for (const name of ['Baobab', 'Cocoa', 'Shea'])
    rooms.push(await createTestRoom(app.payload, name))
  // A mixed week: a Nigerian and a Ghanaian sharing a room; a Ghanaian alone; a Briton who
  // arrives on the Saturday and stays into the next week; an American whose stay was cancelled;
  // and a German who arrived the Sunday before and stayed into the week.
  await pastStay(addDays(week.from, 1), addDays(week.from, 3), 'completed', [
    foreignGuest(),
    ghanaianGuest(),
  ])
  await pastStay(addDays(week.from, 2), addDays(week.from, 4), 'completed', [
    ghanaianGuest({ fullName: 'Kofi Boateng', documentNumber: 'GHA-987654321-5' }),
  ])
  await pastStay(addDays(week.from, 5), addDays(week.to, 3), 'completed', [
    foreignGuest({
      fullName: 'Oliver Smith',
      nationality: 'British',
      documentNumber: '123456789',
      arrivingFrom: 'London',
      goingTo: 'Kumasi',
      purpose: 'business',
    }),
  ])
  await pastStay(addDays(week.from, 3), addDays(week.from, 5), 'cancelled', [
    foreignGuest({ fullName: 'Mary Jones', nationality: 'American', documentNumber: 'X1234567' }),
  ])
  await pastStay(addDays(week.from, -1), addDays(week.from, 2), 'completed', [
    foreignGuest({ fullName: 'Anna Weber', nationality: 'German', documentNumber: 'C01X00T47' }),
  ])
})

afterAll(async () => {
  await app?.stop()
})

describe('the Friday return over a mixed week', () => {
  it('lists exactly the foreign guests who arrived in the week, in order of arrival', async () => {
    const answer = await returnOf(addDays(week.from, 3))
    expect(answer.week).toEqual(week)
    expect(answer.sent).toBeNull()
    expect(answer.rows).toEqual([
      {
        fullName: 'Hannah Okafor',
        nationality: 'Nigerian',
        documentNumber: 'A07654321',
        arrivingFrom: 'Lagos',
        goingTo: 'Cape Coast',
        purpose: 'Holiday',
        arrival: addDays(week.from, 1),
        departure: addDays(week.from, 3),
      },
      {
        fullName: 'Oliver Smith',
        nationality: 'British',
        documentNumber: '123456789',
        arrivingFrom: 'London',
        goingTo: 'Kumasi',
        purpose: 'Business',
        arrival: addDays(week.from, 5),
        departure: addDays(week.to, 3),
      },
    ])
    // The Briton is in the week he arrived only; the German in hers.
    const next = await returnOf(addDays(week.to, 1))
    expect(next.rows).toEqual([])
    const before = await returnOf(addDays(week.from, -1))
    expect(before.rows.map((row) => row.fullName)).toEqual(['Anna Weber'])
  })

  it('is a CSV a spreadsheet opens right', async () => {
    const answer = await app.call('GET', `/guest-registrations/return?week=${week.to}&format=csv`, {
      cookie: admin,
    })
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer())
    const quoted = (value: string) => `"=""${value}"""`
    expect(text).toBe(
      '\uFEFFNo.,Name,Nationality,Passport number,Date of arrival,Date of departure,Arriving from,Going to,Purpose of visit\r\n' +
        `1,Hannah Okafor,Nigerian,A07654321,${quoted(addDays(week.from, 1))},${quoted(addDays(week.from, 3))},Lagos,Cape Coast,Holiday\r\n` +
        `2,Oliver Smith,British,${quoted('123456789')},${quoted(addDays(week.from, 5))},${quoted(addDays(week.to, 3))},London,Kumasi,Business\r\n`,
    )
  })

  it('records each passport it shows as a view of that guest’s number', async () => {
    const views = await app.payload.find({
      collection: 'register-views',
      where: { what: { equals: 'return' } },
      pagination: false,
      overrideAccess: true,
    })
    // Two for the week's JSON, one for the week before, two for the CSV.
    expect(views.docs.map((view) => view.guestName).sort()).toEqual([
      'Anna Weber',
      'Hannah Okafor',
      'Hannah Okafor',
      'Oliver Smith',
      'Oliver Smith',
    ])
  })

  it('reminds on the Friday after until an admin marks it as sent, which is recorded', async () => {
    const { returnDueOn } = await import('@/collections/GuestRegister/endpoints/reminder')
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const req = await createLocalReq({}, app.payload)
    const friday = addDays(week.to, 5)
    expect(await returnDueOn(req, friday)).toEqual(week)
    expect(await returnDueOn(req, addDays(friday, -1))).toBeNull()
    const mark = (cookie: string) =>
      app.call('POST', '/guest-registrations/return/sent', {
        json: { week: addDays(week.from, 2) },
        cookie,
      })
    expect((await mark(reception)).status).toBe(403)
    expect(await returnDueOn(req, friday)).toEqual(week)
    const marked = await mark(admin)
    expect(await marked.json()).toEqual({
      success: true,
      message: text.returnSent(week.from, week.to),
    })
    expect(await returnDueOn(req, friday)).toBeNull()
    expect((await returnOf(week.from)).sent).toEqual({ at: expect.any(String), by: 'Test Admin' })
    const again = await mark(admin)
    expect(again.status).toBe(409)
    expect(((await again.json()) as Json).message).toBe(text.returnAlreadySent)
  })
})

describe('the register book', () => {
  it('lists who slept in the house on a night, numbered in order of arrival, masked', async () => {
    const night = addDays(week.from, 2)
    const answer = await app.call('GET', `/guest-registrations/book?day=${night}`, {
      cookie: reception,
    })
    const { lines } = (await answer.json()) as { lines: Json[] }
    expect(lines.map((line) => [line.number, line.fullName, line.documentMasked])).toEqual([
      [1, 'Ama Mensah', '•••• 89-0'],
      [2, 'Hannah Okafor', '•••• 4321'],
      [3, 'Kofi Boateng', '•••• 21-5'],
    ])
    const text = JSON.stringify(lines)
    expect(text).not.toContain('A07654321')
    expect(text).not.toContain('GHA-123456789-0')
  })

  it('searches by name and by a whole document number', async () => {
    const search = async (q: string) => {
      const query = new URLSearchParams({ from: addDays(week.from, -7), to: week.to, q })
      const answer = await app.call('GET', `/guest-registrations/book?${query}`, {
        cookie: admin,
      })
      const { lines } = (await answer.json()) as { lines: Json[] }
      return lines.map((line) => line.fullName)
    }
    expect(await search('oliver')).toEqual(['Oliver Smith'])
    expect(await search('gha-987654321-5')).toEqual(['Kofi Boateng'])
    // Part of a number finds nothing: a number is looked up whole.
    expect(await search('98765')).toEqual([])
  })
})

describe('the retention job', () => {
  it('erases numbers, birth dates and addresses after the owner’s months, and says how many', async () => {
    const { eraseExpiredRegistrations } =
      await import('@/collections/GuestRegister/jobs/eraseExpiredRegistrations')
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const longAgo = await pastStay(day(-800), day(-798), 'completed', [
      foreignGuest({ fullName: 'Long Ago', documentNumber: 'L0NG4G0' }),
    ])
    const lastYear = await pastStay(day(-400), day(-398), 'completed', [
      foreignGuest({ fullName: 'Last Year', documentNumber: 'L4STY34R' }),
    ])
    const read = async (booking: Booking) =>
      (
        await app.payload.find({
          collection: 'guest-registrations',
          where: { booking: { equals: booking.id } },
          overrideAccess: true,
        })
      ).docs[0]
    const req = await createLocalReq({}, app.payload)
    const logged: string[] = []
    const info = app.payload.logger.info.bind(app.payload.logger)
    app.payload.logger.info = ((message: unknown) => {
      logged.push(String(message))
      return info(message as string)
    }) as typeof app.payload.logger.info
    try {
      // 24 months by default: only the stay that left over two years ago.
      expect(await eraseExpiredRegistrations(req)).toBe(1)
      expect(logged).toContain(text.erasedAfterRetention(1))
    } finally {
      app.payload.logger.info = info
    }
    expect(await read(longAgo)).toMatchObject({
      fullName: 'Long Ago',
      nationality: 'Nigerian',
      documentNumber: null,
      dateOfBirth: null,
      address: null,
      detailsErasedAt: expect.any(String),
    })
    expect(await read(lastYear)).toMatchObject({ documentNumber: 'L4STY34R' })
    // The owner keeps a year: last year's goes too, through the queued job; nothing twice.
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { registerRetentionMonths: 12 },
      context,
    })
    await app.payload.jobs.queue({ task: 'eraseExpiredRegistrations', input: {} })
    await app.payload.jobs.run({ limit: 5 })
    expect(await read(lastYear)).toMatchObject({ documentNumber: null, address: null })
    expect(await eraseExpiredRegistrations(req)).toBe(0)
    // The recent week's guests are kept.
    const kept = await app.payload.count({
      collection: 'guest-registrations',
      where: { detailsErasedAt: { exists: false } },
      overrideAccess: true,
    })
    expect(kept.totalDocs).toBe(6)
  })
})
