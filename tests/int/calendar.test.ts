import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import ICAL from 'ical.js'

import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let admin: string
let editor: string
let reception: string
let roomId: string

async function roomDoc(cookie?: string): Promise<Record<string, unknown>> {
  const response = await app.call('GET', `/rooms/${roomId}?depth=0`, { cookie })
  return (await response.json()) as Record<string, unknown>
}

async function feed(url: string): Promise<Response> {
  return app.call('GET', new URL(url).pathname.replace(/^\/api/, ''))
}

beforeAll(async () => {
  app = await startTestApp('calendar')
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  roomId = await createTestRoom(app.payload, 'Garden Room, "east"')
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('a room’s private calendar feed', () => {
  it('has an unguessable address that only admins and reception can read', async () => {
    const staff = await roomDoc(reception)
    expect(staff.calendarUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    )
    expect(await roomDoc(admin)).toMatchObject({ calendarUrl: staff.calendarUrl })
    for (const cookie of [editor, undefined]) {
      const doc = await roomDoc(cookie)
      expect(doc.name).toBe('Garden Room, "east"')
      expect(doc.calendarUrl).toBeUndefined()
      expect(doc.calendarToken).toBeUndefined()
    }
    const list = await app.call('GET', '/room/get-all-rooms')
    expect(await list.text()).not.toMatch(/calendar/i)
  })

  it('lists taken nights as RFC 5545 all-day events, with no guest data, read by a real parser', async () => {
    const stay = async (checkIn: string, checkOut: string, status: string) =>
      app.payload.create({
        collection: 'bookings',
        data: {
          room: roomId,
          guestName: 'Secret Guest',
          phone: '0241234567',
          guests: 1,
          price: 0,
          source: 'phone',
          checkIn,
          checkOut,
          status: status as 'confirmed',
        },
        overrideAccess: true,
      })
    // A guest is checked in from the arrival day only: the stay in the house began today.
    await stay(day(0), day(2), 'checked-in')
    await stay(day(2), day(5), 'confirmed')
    await stay(day(8), day(10), 'requested')
    await app.payload.create({
      collection: 'room-blocks',
      data: { room: roomId, startDate: day(12), endDate: day(13), reason: 'maintenance' },
      overrideAccess: true,
    })
    // A stay taken on another booking site, imported from its private feed.
    await app.payload.create({
      collection: 'room-blocks',
      data: {
        room: roomId,
        startDate: day(20),
        endDate: day(22),
        reason: 'external',
        feedUrl: 'https://www.airbnb.example/calendar/ical/123.ics?s=secret-airbnb-key',
        eventUid: 'airbnb-reservation-HM123@airbnb.example',
      },
      overrideAccess: true,
    })

    const { calendarUrl } = await roomDoc(admin)
    const response = await feed(String(calendarUrl))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await response.text()
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    // Neither guests' details nor the other site's private address or reservation codes.
    expect(text).not.toMatch(/Secret Guest|0241234567|airbnb|secret-airbnb-key|HM123/i)

    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
    // An X- property is read raw, so the TEXT escaping of the comma shows.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Garden Room\\, "east"')
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    // Back-to-back stays are one run of nights; every block is listed, the imported one too, so a
    // stay taken on one booking site reaches the others. A mere request takes no night.
    expect(events.map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([
      [day(0), day(5)],
      [day(12), day(13)],
      [day(20), day(22)],
    ])
    for (const event of events) {
      expect(event.summary).toBe('Not available')
      expect(event.startDate.isDate).toBe(true)
      expect(event.uid).toMatch(/@localhost$/)
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(3)
  })

  it('staff can make a new address; the old one then answers 404, as does any unknown one', async () => {
    const before = String((await roomDoc(admin)).calendarUrl)
    const response = await app.call('PATCH', `/rooms/${roomId}`, {
      json: { newCalendarUrl: true },
      cookie: admin,
    })
    expect(response.status).toBe(200)
    const after = String((await roomDoc(admin)).calendarUrl)
    expect(after).not.toBe(before)
    expect((await feed(before)).status).toBe(404)
    expect((await feed(after)).status).toBe(200)
    // An ordinary edit keeps the address, and a token sent by hand is never taken.
    await app.call('PATCH', `/rooms/${roomId}`, {
      json: { calendarToken: 'chosen-by-hand-token-123456' },
      cookie: admin,
    })
    expect((await roomDoc(admin)).calendarUrl).toBe(after)
    expect((await app.call('GET', '/calendar/chosen-by-hand-token-123456.ics')).status).toBe(404)
    expect((await app.call('GET', '/calendar/x')).status).toBe(404)
  })
})
