import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Room } from '@/payload-types'

import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let server: http.Server
let base: string
let roomId: string
const context = { disableRevalidate: true }
type Answer = { status: number; body: string }
/** 'hang' never answers; a function is called when the feed is asked for and answers later. */
const served: Record<string, Answer | 'hang' | (() => Promise<Answer>)> = {}
const hanging: http.ServerResponse[] = []

const compact = (d: string) => d.replace(/-/g, '')

function ics(events: Array<{ uid: string; start: string; end: string }>): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(e.end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

async function sync() {
  await app.payload.jobs.queue({ task: 'syncRoomCalendars', input: {} })
  await app.payload.jobs.run({ limit: 10 })
}

async function blocks() {
  const found = await app.payload.find({
    collection: 'room-blocks',
    where: { room: { equals: roomId } },
    sort: 'startDate',
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((b) => [
    b.eventUid,
    b.startDate.slice(0, 10),
    b.endDate.slice(0, 10),
    b.reason,
  ])
}

async function feeds() {
  const room = await app.payload.findByID({ collection: 'rooms', id: roomId, overrideAccess: true })
  return Object.fromEntries((room.calendarFeeds ?? []).map((f) => [new URL(f.url).pathname, f]))
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const answer = served[req.url ?? '']
    if (answer === 'hang') return void hanging.push(res)
    if (!answer) return void res.writeHead(404).end()
    void (typeof answer === 'function' ? answer() : Promise.resolve(answer)).then(
      ({ status, body }) => res.writeHead(status, { 'content-type': 'text/calendar' }).end(body),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Long enough for the staff edit a held feed waits for; the hanging feed costs this much a run.
  app = await startTestApp('calendar-import', {
    CALENDAR_FETCH_TIMEOUT_MS: '3000',
    CALENDAR_FEEDS_ALLOW_LOOPBACK: 'true',
  })
  roomId = await createTestRoom(app.payload, 'Synced Room', {
    calendarFeeds: [
      { url: `${base}/airbnb.ics` },
      { url: `${base}/broken.ics` },
      { url: `${base}/slow.ics` },
    ],
  })
}, 120_000)

afterAll(async () => {
  for (const res of hanging) res.destroy()
  await new Promise((resolve) => server.close(resolve))
  await app?.stop()
})

describe('importing external calendars into blocks', () => {
  it('runs every 15 minutes', async () => {
    const task = app.payload.config.jobs.tasks?.find((t) => t.slug === 'syncRoomCalendars')
    expect(task?.schedule?.[0]?.cron).toBe('*/15 * * * *')
  })

  it('turns good events into blocks, and shows staff each failing feed’s reason', async () => {
    // A stay confirmed here on day 20: the feed's event on that night is a double booking, and
    // its other night is still closed.
    await app.payload.create({
      collection: 'bookings',
      data: {
        room: roomId,
        guestName: 'Local Guest',
        guests: 1,
        price: 0,
        source: 'phone',
        checkIn: day(20),
        checkOut: day(21),
        status: 'confirmed',
      },
      overrideAccess: true,
    })
    served['/airbnb.ics'] = {
      status: 200,
      body: ics([
        { uid: 'a1', start: day(3), end: day(5) },
        { uid: 'a2', start: day(10), end: day(11) },
        { uid: 'a3', start: day(20), end: day(22) },
      ]),
    }
    served['/broken.ics'] = { status: 200, body: '<html><body>Please sign in</body></html>' }
    served['/slow.ics'] = 'hang'
    await sync()

    expect(await blocks()).toEqual([
      ['a1', day(3), day(5), 'external'],
      ['a2', day(10), day(11), 'external'],
      ['a3', day(21), day(22), 'external'],
    ])
    const state = await feeds()
    // Read well, with one stay on a night taken here: a double booking, not a failed reading.
    expect(state['/airbnb.ics'].lastSyncedAt).toBeTruthy()
    expect(state['/airbnb.ics'].lastError).toBeNull()
    expect(state['/airbnb.ics'].doubleBookings).toBe(1)
    expect(state['/broken.ics'].lastError).toBe(
      MESSAGES.calendarSync.readFailed(MESSAGES.calendarSync.notCalendar),
    )
    expect(state['/broken.ics'].lastSyncedAt).toBeFalsy()
    expect(state['/broken.ics'].doubleBookings).toBeFalsy()
    expect(state['/slow.ics'].lastError).toBe(
      MESSAGES.calendarSync.readFailed(MESSAGES.calendarSync.timedOut(3)),
    )

    // Reception reads each feed's state as the portal's booking desk asks for it, and the desk's
    // notices count the two failed readings apart from the feed with a double booking.
    await createReception(app.payload)
    const cookie = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
    const desk = await app.call(
      'GET',
      '/rooms?limit=200&depth=0&select[name]=true&select[calendarFeeds]=true',
      { cookie },
    )
    expect(desk.status).toBe(200)
    const deskRooms = ((await desk.json()) as { docs: Room[] }).docs
    const deskRoom = deskRooms.find((r) => r.id === roomId)
    expect(
      Object.fromEntries(
        (deskRoom?.calendarFeeds ?? []).map((f) => [
          new URL(f.url).pathname,
          [Boolean(f.lastSyncedAt), f.lastError, f.doubleBookings ?? 0],
        ]),
      ),
    ).toEqual({
      '/airbnb.ics': [true, null, 1],
      '/broken.ics': [
        false,
        MESSAGES.calendarSync.readFailed(MESSAGES.calendarSync.notCalendar),
        0,
      ],
      '/slow.ics': [false, state['/slow.ics'].lastError, 0],
    })
    const { doubleBookedFeeds, failingFeeds } =
      await import('@/components/admin/CalendarSync/CalendarFeeds')
    expect(failingFeeds(deskRooms)).toBe(2)
    expect(doubleBookedFeeds(deskRooms)).toBe(1)

    // Guests no longer see the room for the imported nights.
    const answer = await app.call(
      'GET',
      `/bookings/availability?checkIn=${day(3)}&checkOut=${day(4)}`,
    )
    const rooms = ((await answer.json()) as { rooms: Array<{ _id: string; available: boolean }> })
      .rooms
    expect(rooms.find((r) => r._id === roomId)?.available).toBe(false)
  }, 30_000)

  it('keeps the last good copy while a feed fails, then follows moved and vanished events', async () => {
    const before = await feeds()
    served['/airbnb.ics'] = { status: 503, body: 'down' }
    await sync()
    expect((await blocks()).map((b) => b[0])).toEqual(['a1', 'a2', 'a3'])
    const failing = await feeds()
    expect(failing['/airbnb.ics'].lastError).toBe(
      MESSAGES.calendarSync.readFailed(MESSAGES.calendarSync.answered(503)),
    )
    expect(failing['/airbnb.ics'].lastSyncedAt).toBe(before['/airbnb.ics'].lastSyncedAt)
    expect(failing['/airbnb.ics'].doubleBookings).toBe(1)

    served['/airbnb.ics'] = {
      status: 200,
      body: ics([{ uid: 'a2', start: day(11), end: day(13) }]),
    }
    await sync()
    expect(await blocks()).toEqual([['a2', day(11), day(13), 'external']])
    expect((await feeds())['/airbnb.ics']).toMatchObject({ lastError: null, doubleBookings: 0 })
  }, 30_000)

  it('a feed staff remove takes its blocks with it', async () => {
    await app.payload.update({
      collection: 'rooms',
      id: roomId,
      data: { calendarFeeds: [{ url: `${base}/broken.ics` }] },
      overrideAccess: true,
      context,
    })
    await sync()
    expect(await blocks()).toEqual([])
  }, 30_000)

  it('keeps feeds staff add or remove while a sync is reading, and updates only the status of feeds still there', async () => {
    const racedId = await createTestRoom(app.payload, 'Raced Room', {
      calendarFeeds: [{ url: `${base}/held.ics` }, { url: `${base}/dropped.ics` }],
    })
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    served['/dropped.ics'] = {
      status: 200,
      body: ics([{ uid: 'd1', start: day(30), end: day(31) }]),
    }
    served['/added.ics'] = { status: 200, body: ics([{ uid: 'n1', start: day(40), end: day(41) }]) }
    // While the sync waits for this feed, an admin removes one feed and adds another.
    let edited = 0
    served['/held.ics'] = async () => {
      const response = await app.call('PATCH', `/rooms/${racedId}`, {
        cookie: admin,
        json: {
          calendarFeeds: [{ url: `${base}/held.ics` }, { url: `${base}/added.ics` }],
        },
      })
      edited = response.status
      return { status: 200, body: ics([{ uid: 'h1', start: day(25), end: day(27) }]) }
    }
    const racedBlocks = async () =>
      (
        await app.payload.find({
          collection: 'room-blocks',
          where: { room: { equals: racedId } },
          sort: 'startDate',
          pagination: false,
          overrideAccess: true,
        })
      ).docs.map((b) => [new URL(b.feedUrl ?? '').pathname, b.eventUid])
    const racedFeeds = async () =>
      (
        await app.payload.findByID({ collection: 'rooms', id: racedId, overrideAccess: true })
      ).calendarFeeds?.map((f) => [
        new URL(f.url).pathname,
        Boolean(f.lastSyncedAt),
        f.lastError ?? null,
      ])

    await sync()
    expect(edited).toBe(200)
    // The admin's list stands; the feed read in time got its status, the new one is not read yet,
    // and the removed feed's blocks (imported by this very run) went with it.
    expect(await racedFeeds()).toEqual([
      ['/held.ics', true, null],
      ['/added.ics', false, null],
    ])
    expect(await racedBlocks()).toEqual([['/held.ics', 'h1']])

    served['/held.ics'] = { status: 200, body: ics([{ uid: 'h1', start: day(25), end: day(27) }]) }
    await sync()
    expect(await racedFeeds()).toEqual([
      ['/held.ics', true, null],
      ['/added.ics', true, null],
    ])
    expect(await racedBlocks()).toEqual([
      ['/held.ics', 'h1'],
      ['/added.ics', 'n1'],
    ])
  }, 30_000)
})
