import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import ICAL from 'ical.js'

import { addDays } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { feedFixture, fixtureSunday, type FeedFixture } from '../helpers/fixtures/icalFeeds'

/**
 * Booking sites' real export shapes, served to the importer over loopback HTTP and read by the
 * scheduled sync: which nights each blocks, the conflict with a stay taken here, blocks that
 * follow their feed, and the addresses the server refuses to read.
 */

let app: TestApp
let site: http.Server
let internal: http.Server
let base: string
let internalBase: string
let internalHits = 0
type Answer = { status: number; body?: string; type?: string; headers?: Record<string, string> }
const served: Record<string, Answer | ((res: http.ServerResponse) => void)> = {}
const rooms: Record<string, string> = {}

const feed = (name: FeedFixture, uidPrefix = '') => ({
  status: 200,
  body: feedFixture(name, { uidPrefix }),
})

async function sync() {
  await app.payload.jobs.queue({ task: 'syncRoomCalendars', input: {} })
  await app.payload.jobs.run({ limit: 10 })
}

/** The nights held here by blocks of a room (not by its stays), in order. */
async function blockedNights(roomId: string): Promise<string[]> {
  const rows = await app.payload.find({
    collection: 'booked-nights',
    where: { and: [{ room: { equals: roomId } }, { owner: { like: 'block:' } }] },
    pagination: false,
    overrideAccess: true,
  })
  return rows.docs.map((r) => r.night).sort()
}

async function blockIds(roomId: string) {
  const found = await app.payload.find({
    collection: 'room-blocks',
    where: { room: { equals: roomId } },
    sort: 'startDate',
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((b) => [b.id, b.startDate.slice(0, 10), b.endDate.slice(0, 10), b.eventUid])
}

async function feedOf(roomId: string) {
  const room = await app.payload.findByID({ collection: 'rooms', id: roomId, overrideAccess: true })
  return room.calendarFeeds?.[0]
}

const days = (from: number, until: number) =>
  Array.from({ length: until - from }, (_, i) => day(from + i))

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const answer = served[req.url ?? '']
    if (!answer) return void res.writeHead(404).end()
    if (typeof answer === 'function') return answer(res)
    res
      .writeHead(answer.status, {
        'content-type': answer.type ?? 'text/calendar; charset=utf-8',
        ...answer.headers,
      })
      .end(answer.body ?? '')
  })
  // Another server on this machine, standing for what the server must never read for anyone.
  internal = http.createServer((_req, res) => {
    internalHits += 1
    res
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:SECRET-1\r\nDTSTART;VALUE=DATE:20270101\r\nSUMMARY:SECRET-internal\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      )
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  internalBase = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`
  app = await startTestApp('calendar-feeds', {
    CALENDAR_FETCH_TIMEOUT_MS: '3000',
    CALENDAR_FEEDS_ALLOW_LOOPBACK: 'true',
  })
  for (const name of ['airbnb', 'booking-com', 'vrbo', 'google'] as const) {
    served[`/${name}.ics`] = feed(name)
    rooms[name] = await createTestRoom(app.payload, `Room read from ${name} 🌴`, {
      calendarFeeds: [{ url: `${base}/${name}.ics` }],
    })
  }
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve))
  await new Promise((resolve) => internal.close(resolve))
  await app?.stop()
})

describe('booking sites’ exports, through two scheduled syncs', () => {
  let localStay: { reference?: string | null; id: string | number }

  it('blocks the nights each export holds; a stay on a night taken here blocks the rest and is shown as a conflict', async () => {
    // Taken here on days 9 and 10; Booking.com sold days 10 to 12.
    localStay = await app.payload.create({
      collection: 'bookings',
      data: {
        room: rooms['booking-com'],
        guestName: 'Ama Mensah',
        guests: 2,
        price: 0,
        source: 'phone',
        checkIn: day(9),
        checkOut: day(11),
        status: 'confirmed',
      },
      overrideAccess: true,
    })
    await sync()
    const first = await Promise.all(Object.values(rooms).map(blockIds))
    await sync()
    // The second reading changes nothing: the same blocks, not new ones.
    expect(await Promise.all(Object.values(rooms).map(blockIds))).toEqual(first)

    const sunday = fixtureSunday(day(0))
    const expected: Record<FeedFixture, string[]> = {
      // Two overlapping events (Reserved 20-22, Not available 22-24): the union.
      airbnb: days(20, 25),
      // Cancelled on day 50: nothing; days 10-12 with day 10 taken here: 11 and 12.
      'booking-com': [day(11), day(12)],
      // DURATION:P3D from day 60; the transparent event on day 65 holds nothing.
      vrbo: days(60, 63),
      google: [
        // Four Sundays, the second moved to the Monday after.
        sunday,
        addDays(sunday, 8),
        addDays(sunday, 14),
        addDays(sunday, 21),
        // 22:00 in New York on day 100 is day 101 here; out at 06:00 there on day 103.
        day(101),
        day(102),
        // A weekly RRULE alone, until day 134.
        day(120),
        day(127),
        day(134),
      ].sort(),
    }
    for (const name of Object.keys(expected) as FeedFixture[]) {
      expect([name, await blockedNights(rooms[name])]).toEqual([name, expected[name]])
      expect((await feedOf(rooms[name]))?.lastError ?? null).toBeNull()
    }

    const booking = await feedOf(rooms['booking-com'])
    expect(booking?.doubleBookings).toBe(1)
    expect(booking?.conflicts).toEqual([
      {
        from: day(10),
        until: day(13),
        nights: [day(10)],
        here: [
          {
            kind: 'booking',
            reference: localStay.reference,
            guest: 'Ama Mensah',
            from: day(9),
            until: day(11),
          },
        ],
      },
    ])
    expect(localStay.reference).toBeTruthy()
    // Guests cannot ask for the nights Booking.com sold around the conflict.
    const answer = await app.call(
      'GET',
      `/bookings/availability?checkIn=${day(11)}&checkOut=${day(13)}`,
    )
    const free = ((await answer.json()) as { rooms: Array<{ _id: string; available: boolean }> })
      .rooms
    expect(free.find((r) => r._id === rooms['booking-com'])?.available).toBe(false)
  }, 60_000)

  it('a site giving its stays new UIDs at every download frees nothing: the blocks stay, updated', async () => {
    const before = await blockIds(rooms['booking-com'])
    served['/booking-com.ics'] = feed('booking-com', 'renewed-')
    await sync()
    const after = await blockIds(rooms['booking-com'])
    expect(after.map(([id, from, until]) => [id, from, until])).toEqual(
      before.map(([id, from, until]) => [id, from, until]),
    )
    expect(after.map((b) => String(b[3]))).toEqual([
      'renewed-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d@booking.com',
    ])
  }, 30_000)

  it('the conflict lasts until staff resolve it; then the night is blocked too', async () => {
    await app.payload.update({
      collection: 'bookings',
      id: localStay.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await sync()
    expect(await blockedNights(rooms['booking-com'])).toEqual(days(10, 13))
    expect(await feedOf(rooms['booking-com'])).toMatchObject({ doubleBookings: 0, conflicts: [] })
  }, 30_000)

  it('an exported feed round-trips: a second room importing it has the same nights blocked', async () => {
    const room = await app.payload.findByID({
      collection: 'rooms',
      id: rooms.airbnb,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const path = `/calendar/${room.calendarToken}.ics`
    const exported = await app.call('GET', path)
    expect(exported.status).toBe(200)
    const body = await exported.text()
    // The room's name with its emoji comes through both readers whole.
    const calendar = new ICAL.Component(ICAL.parse(body) as [string, unknown[], unknown[]])
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(room.name)

    // A booking site checking the link with HEAD gets the GET's answer without the body.
    const head = await app.call('HEAD', path)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(exported.headers.get('content-type'))
    expect(await head.text()).toBe('')
    expect((await app.call('HEAD', '/calendar/unknown-token-0123456789abcdef.ics')).status).toBe(
      404,
    )
    const availability = await app.call(
      'HEAD',
      `/bookings/availability?checkIn=${day(11)}&checkOut=${day(13)}`,
    )
    expect(availability.status).toBe(200)

    served['/roundtrip.ics'] = { status: 200, body }
    const copy = await createTestRoom(app.payload, 'Round-trip Room', {
      calendarFeeds: [{ url: `${base}/roundtrip.ics` }],
    })
    await sync()
    expect(await blockedNights(copy)).toEqual(await blockedNights(rooms.airbnb))
    expect((await blockedNights(copy)).length).toBe(5)
  }, 30_000)
})

describe('blocks follow their feed', () => {
  it('removing a feed through the REST API frees its nights at once', async () => {
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await blockedNights(rooms.vrbo)).toEqual(days(60, 63))
    const removed = await app.call('PATCH', `/rooms/${rooms.vrbo}`, {
      cookie: admin,
      json: { calendarFeeds: [] },
    })
    expect(removed.status).toBe(200)
    expect(await blockedNights(rooms.vrbo)).toEqual([])
    expect(await blockIds(rooms.vrbo)).toEqual([])
  }, 30_000)

  it('the sync removes imported blocks left behind by a feed no room reads', async () => {
    // As a version before this one left them: a block whose feed is gone from its room.
    await app.payload.create({
      collection: 'room-blocks',
      data: {
        room: rooms.vrbo,
        reason: 'external',
        feedUrl: `${base}/gone.ics`,
        eventUid: 'left-behind',
        startDate: day(70),
        endDate: day(72),
      },
      overrideAccess: true,
    })
    expect(await blockedNights(rooms.vrbo)).toEqual(days(70, 72))
    await sync()
    expect(await blockedNights(rooms.vrbo)).toEqual([])
  }, 30_000)
})

describe('what the server refuses to read', () => {
  it('refuses a link that is plainly no public calendar when the room is saved, and keeps the room as it was', async () => {
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const { address } = MESSAGES.calendarSync
    const refused: Record<string, string> = {
      'http://localhost:8080/calendar.ics': address.private,
      'https://[::1]/calendar.ics': address.private,
      'https://10.0.0.5/calendar.ics': address.private,
      'https://169.254.169.254/latest/meta-data/': address.private,
      'file:///etc/passwd': address.notHttps,
      'data:text/calendar,BEGIN:VCALENDAR': address.notHttps,
      'http://calendar.example.com/a.ics': address.notHttps,
    }
    for (const [link, message] of Object.entries(refused)) {
      const answer = await app.call('PATCH', `/rooms/${rooms.google}`, {
        cookie: admin,
        json: { calendarFeeds: [{ url: link }] },
      })
      const body = (await answer.json()) as {
        errors?: Array<{ data?: { errors?: Array<{ message: string }> } }>
      }
      expect([link, answer.status, body.errors?.[0]?.data?.errors?.[0]?.message]).toEqual([
        link,
        400,
        message,
      ])
    }
    expect((await feedOf(rooms.google))?.url).toBe(`${base}/google.ics`)
    // The Local API is held to the same rule.
    await expect(
      app.payload.update({
        collection: 'rooms',
        id: rooms.google,
        data: { calendarFeeds: [{ url: 'https://192.168.1.10/cal.ics' }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  }, 30_000)

  it('saves a webcal:// link as the https:// address it stands for', async () => {
    const room = await createTestRoom(app.payload, 'Webcal Room', {
      calendarFeeds: [{ url: 'webcal://www.airbnb.com/calendar/ical/123.ics?s=abc' }],
    })
    expect((await feedOf(room))?.url).toBe('https://www.airbnb.com/calendar/ical/123.ics?s=abc')
  })

  it('refuses again at each reading, redirects included, and tells staff why in its own words', async () => {
    served['/to-internal.ics'] = {
      status: 302,
      headers: { location: `${internalBase}/internal-secret` },
    }
    served['/to-localhost.ics'] = { status: 301, headers: { location: 'https://localhost/x.ics' } }
    served['/moved.ics'] = { status: 302, headers: { location: '/vrbo.ics' } }
    served['/loop.ics'] = { status: 307, headers: { location: '/loop.ics' } }
    served['/page.ics'] = { status: 200, type: 'text/html', body: 'BEGIN:VCALENDAR' }
    served['/huge.ics'] = (res) => {
      // 3 MB in chunks with no length given: the cap must hold while streaming.
      res.writeHead(200, { 'content-type': 'text/calendar' })
      const chunk = `X-PAD:${'x'.repeat(64 * 1024)}\r\n`
      let sent = 0
      const more = () => {
        while (sent < 48) {
          sent += 1
          if (!res.write(chunk)) return void res.once('drain', more)
        }
        res.end('END:VCALENDAR\r\n')
      }
      res.on('error', () => undefined)
      res.write('BEGIN:VCALENDAR\r\n')
      more()
    }
    served['/long.ics'] = {
      status: 200,
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:five-years',
        `DTSTART;VALUE=DATE:${day(30).replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${day(30 + 1826).replace(/-/g, '')}`,
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:short',
        `DTSTART;VALUE=DATE:${day(40).replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${day(42).replace(/-/g, '')}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    }
    const { readFailed } = MESSAGES.calendarSync
    const cases: Record<string, string | null> = {
      // Saved before addresses were checked: written straight to the database below.
      'http://localhost:9/calendar.ics': readFailed(MESSAGES.calendarSync.privateAddress),
      'https://10.0.0.5/calendar.ics': readFailed(MESSAGES.calendarSync.privateAddress),
      'https://169.254.169.254/latest/meta-data/': readFailed(MESSAGES.calendarSync.privateAddress),
      'file:///etc/passwd': readFailed(MESSAGES.calendarSync.onlyHttps),
      'data:text/calendar,BEGIN:VCALENDAR%0D%0AEND:VCALENDAR': readFailed(
        MESSAGES.calendarSync.onlyHttps,
      ),
      [`${base}/to-internal.ics`]: readFailed(MESSAGES.calendarSync.privateAddress),
      [`${base}/to-localhost.ics`]: readFailed(MESSAGES.calendarSync.privateAddress),
      [`${base}/loop.ics`]: readFailed(MESSAGES.calendarSync.tooManyRedirects),
      [`${base}/page.ics`]: readFailed(MESSAGES.calendarSync.notCalendarType),
      [`${base}/huge.ics`]: readFailed(MESSAGES.calendarSync.tooLarge(2)),
      [`${base}/long.ics`]: MESSAGES.calendarSync.leftOut(1, 365),
      [`${base}/moved.ics`]: null,
    }
    const room = await createTestRoom(app.payload, 'Probed Room')
    await app.payload.db.updateOne({
      collection: 'rooms',
      id: room,
      data: {
        calendarFeeds: Object.keys(cases).map((url) => ({
          id: randomBytes(12).toString('hex'),
          url,
        })),
      },
    })
    await sync()
    const state = await app.payload.findByID({
      collection: 'rooms',
      id: room,
      overrideAccess: true,
    })
    expect(
      Object.fromEntries((state.calendarFeeds ?? []).map((f) => [f.url, f.lastError ?? null])),
    ).toEqual(cases)
    expect(internalHits).toBe(0)
    // The redirect within the site was followed; of the long feed only its stay was taken.
    expect(await blockedNights(room)).toEqual([...days(40, 42), ...days(60, 63)])
  }, 60_000)
})
