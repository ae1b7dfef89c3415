import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_TOO_HIGH } from '@/lib/money/payments'
import { addDays, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { calendarMonth } from '@/lib/reports/reportRanges'
import type { Booking, Ledger } from '@/payload-types'

import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { bookedOn } from '../helpers/fixtures/money'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let admin: string
let editor: string
let reception: string
let roomId: string
let otherRoomId: string

type Json = Record<string, unknown>

function makeRoom(name: string): Promise<string> {
  return createTestRoom(app.payload, name)
}

function stay(change: Json = {}): Json {
  return {
    room: roomId,
    guestName: 'Ama Mensah',
    phone: '0241234567',
    guests: 2,
    checkIn: '2027-06-10',
    checkOut: '2027-06-13',
    source: 'phone',
    status: 'requested',
    ...change,
  }
}

async function post(body: Json, cookie = reception): Promise<Response> {
  return app.call('POST', '/bookings', { json: body, cookie })
}

async function create(body: Json, cookie = reception): Promise<Booking> {
  const response = await post(body, cookie)
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

async function patch(id: string, body: Json, cookie = reception): Promise<Response> {
  return app.call('PATCH', `/bookings/${id}`, { json: body, cookie })
}

async function message(response: Response): Promise<string> {
  const json = (await response.json()) as {
    errors?: { message: string; data?: { errors?: { message: string }[] } }[]
    message?: string
  }
  // A field's own validation names the field in `message` and gives its rule's text in `data`.
  const error = json.errors?.[0]
  return error?.data?.errors?.[0]?.message ?? error?.message ?? json.message ?? ''
}

/** The money entries a booking was read with: its price and deposit entries are left out. */
function moneyOf(booking: Booking): Ledger[] {
  return ((booking.ledger?.docs ?? []) as Ledger[]).filter(
    (entry) => entry.kind !== 'price' && entry.kind !== 'deposit',
  )
}

async function takenNights(room = roomId): Promise<string[]> {
  const found = await app.payload.find({
    collection: 'booked-nights',
    where: { room: { equals: room } },
    pagination: false,
    sort: 'night',
    overrideAccess: true,
  })
  return found.docs.map((doc) => doc.night)
}

beforeAll(async () => {
  app = await startTestApp('bookings')
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  roomId = await makeRoom('Garden Room')
  otherRoomId = await makeRoom('Mango Room')
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('a booking as stored', () => {
  it('gets a readable reference, its nights and a history entry naming who made it', async () => {
    const doc = await create(stay({ checkIn: '2027-01-05T12:00:00.000Z', checkOut: '2027-01-07' }))
    expect(doc.reference).toMatch(/^RP-[2-9A-Z]{4}$/)
    expect(doc.nights).toBe(2)
    expect(doc.checkIn).toBe('2027-01-05T00:00:00.000Z')
    expect(doc.history).toHaveLength(1)
    expect(doc.history?.[0]).toMatchObject({ action: 'Created', detail: 'Requested' })
    expect(doc.history?.[0]?.by).toMatchObject({ email: TEST_RECEPTION.email })
  })

  it('refuses a stay without a night, an unknown status path and a new booking already completed', async () => {
    let response = await post(stay({ checkIn: '2027-01-07', checkOut: '2027-01-07' }))
    expect(response.status).toBe(400)
    expect(await message(response)).toBe(MESSAGES.contact.checkOutBeforeCheckIn)
    response = await post(stay({ status: 'completed' }))
    expect(response.status).toBe(400)
    expect(await message(response)).toBe(MESSAGES.booking.createStatus)
    const doc = await create(stay({ checkIn: '2027-01-20', checkOut: '2027-01-21' }))
    response = await patch(doc.id, { status: 'completed' })
    expect(response.status).toBe(400)
    expect(await message(response)).toBe(MESSAGES.booking.statusChange('Requested', 'Completed'))
  })
})

describe('the one availability rule, on Payload’s REST API', () => {
  it('requests take no nights; confirming takes them and refuses an overlap with 409', async () => {
    const first = await create(stay({ checkIn: '2027-02-01', checkOut: '2027-02-04' }))
    const second = await create(stay({ checkIn: '2027-02-03', checkOut: '2027-02-05' }))
    expect(await takenNights()).toEqual([])

    expect((await patch(first.id, { status: 'confirmed' })).status).toBe(200)
    expect(await takenNights()).toEqual(['2027-02-01', '2027-02-02', '2027-02-03'])

    const refused = await patch(second.id, { status: 'confirmed' })
    expect(refused.status).toBe(409)
    expect(await message(refused)).toBe(MESSAGES.booking.notFree)
    const after = await app.payload.findByID({
      collection: 'bookings',
      id: second.id,
      overrideAccess: true,
    })
    expect(after.status).toBe('requested')
    expect(await takenNights()).toEqual(['2027-02-01', '2027-02-02', '2027-02-03'])

    // Check-out day is free: a stay from 4 February fits after the first one.
    const next = await create(
      stay({ checkIn: '2027-02-04', checkOut: '2027-02-06', status: 'confirmed' }),
    )
    expect(next.status).toBe('confirmed')
    // Another room is not affected.
    await create(
      stay({
        room: otherRoomId,
        checkIn: '2027-02-01',
        checkOut: '2027-02-04',
        status: 'confirmed',
      }),
    )

    // Cancelling gives the nights back, and the waiting request can then be confirmed.
    expect((await patch(first.id, { status: 'cancelled' })).status).toBe(200)
    expect((await patch(next.id, { status: 'cancelled' })).status).toBe(200)
    expect((await patch(second.id, { status: 'confirmed' })).status).toBe(200)
    expect(await takenNights()).toEqual(['2027-02-03', '2027-02-04'])
  })

  it('moving a confirmed stay takes the new nights and gives back the old ones', async () => {
    const doc = await create(
      stay({ checkIn: '2027-03-01', checkOut: '2027-03-03', status: 'confirmed' }),
    )
    expect((await patch(doc.id, { checkIn: '2027-03-02', checkOut: '2027-03-05' })).status).toBe(
      200,
    )
    const nights = (await takenNights()).filter((night) => night.startsWith('2027-03'))
    expect(nights).toEqual(['2027-03-02', '2027-03-03', '2027-03-04'])
    const moved = await app.payload.findByID({
      collection: 'bookings',
      id: doc.id,
      overrideAccess: true,
    })
    // A stay moved through REST is priced again by the rates: three nights at ₵300.
    expect(moved.history?.map((entry) => entry.action)).toEqual([
      'Created',
      'Changed dates or room',
      'Price changed',
    ])
    expect(moved.price).toBe(90000)
    await app.payload.delete({ collection: 'bookings', id: doc.id, overrideAccess: true })
    expect((await takenNights()).filter((night) => night.startsWith('2027-03'))).toEqual([])
  })

  it('a maintenance block takes nights like a stay, and is refused on a taken night', async () => {
    const block = await app.call('POST', '/room-blocks', {
      json: { room: roomId, startDate: '2027-04-10', endDate: '2027-04-12', reason: 'maintenance' },
      cookie: reception,
    })
    expect(block.status).toBe(201)
    const refused = await post(
      stay({ checkIn: '2027-04-11', checkOut: '2027-04-13', status: 'confirmed' }),
    )
    expect(refused.status).toBe(409)
    const overlapping = await app.call('POST', '/room-blocks', {
      json: { room: roomId, startDate: '2027-04-09', endDate: '2027-04-11' },
      cookie: reception,
    })
    expect(overlapping.status).toBe(409)
    const { doc } = (await block.json()) as { doc: { id: string } }
    await app.call('DELETE', `/room-blocks/${doc.id}`, { cookie: reception })
    expect(
      (await post(stay({ checkIn: '2027-04-11', checkOut: '2027-04-13', status: 'confirmed' })))
        .status,
    ).toBe(201)
  })

  it('the keys nights are held under cannot be changed through REST, so cancelling frees them', async () => {
    const doc = await create(
      stay({ checkIn: '2027-05-01', checkOut: '2027-05-03', status: 'confirmed' }),
    )
    const renamed = await patch(doc.id, { requestId: 'chosen-by-staff-0001', reference: 'RP-ZZZZ' })
    expect(renamed.status).toBe(200)
    // Cancelling with a new request id used to give back only the new id's nights: none.
    const cancelled = await patch(doc.id, {
      requestId: 'chosen-by-staff-0002',
      status: 'cancelled',
    })
    expect(cancelled.status).toBe(200)
    expect((await takenNights()).filter((night) => night.startsWith('2027-05'))).toEqual([])
    const kept = await app.payload.findByID({
      collection: 'bookings',
      id: doc.id,
      overrideAccess: true,
    })
    expect(kept).toMatchObject({
      requestId: doc.requestId,
      reference: doc.reference,
      status: 'cancelled',
    })

    const block = await app.call('POST', '/room-blocks', {
      json: { room: roomId, startDate: '2027-05-10', endDate: '2027-05-12' },
      cookie: reception,
    })
    expect(block.status).toBe(201)
    const { doc: made } = (await block.json()) as { doc: { id: string; holdId: string } }
    const moved = await app.call('PATCH', `/room-blocks/${made.id}`, {
      json: { holdId: 'chosen-by-staff-0003', note: 'Painting' },
      cookie: reception,
    })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { doc: { holdId: string } }).doc.holdId).toBe(made.holdId)
    await app.call('DELETE', `/room-blocks/${made.id}`, { cookie: reception })
    expect((await takenNights()).filter((night) => night.startsWith('2027-05'))).toEqual([])
  })

  it('the same rule holds for the Local API that /cms writes through', async () => {
    await expect(
      app.payload.create({
        collection: 'bookings',
        data: stay({ checkIn: '2027-04-12', checkOut: '2027-04-14', status: 'confirmed' }) as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow(MESSAGES.booking.notFree)
  })

  it('logs expected refusals (a taken night, a step not allowed) as information, not as errors', async () => {
    const logger = app.payload.logger
    const seen: { level: string; text: string }[] = []
    const original = { error: logger.error, info: logger.info }
    const capture = (level: string) =>
      ((entry: unknown) => {
        seen.push({ level, text: JSON.stringify(entry) })
      }) as typeof logger.error
    logger.error = capture('error')
    logger.info = capture('info')
    try {
      const held = await create(
        stay({ checkIn: '2028-02-01', checkOut: '2028-02-03', status: 'confirmed' }),
      )
      const waiting = await create(stay({ checkIn: '2028-02-02', checkOut: '2028-02-04' }))
      expect((await patch(waiting.id, { status: 'confirmed' })).status).toBe(409)
      expect((await patch(held.id, { status: 'completed' })).status).toBe(400)
    } finally {
      logger.error = original.error
      logger.info = original.info
    }
    expect(seen.filter((entry) => entry.level === 'error')).toEqual([])
    const info = seen.filter((entry) => entry.level === 'info').map((entry) => entry.text)
    expect(info.some((text) => text.includes(MESSAGES.booking.notFree))).toBe(true)
    expect(
      info.some((text) => text.includes(MESSAGES.booking.statusChange('Confirmed', 'Completed'))),
    ).toBe(true)
  })
})

describe('checking out', () => {
  it('is refused with a balance due unless staff let the guest leave with it', async () => {
    const doc = await create(
      // Checked in from the arrival day only: the guest arrived yesterday.
      stay({ checkIn: day(-1), checkOut: day(1), status: 'checked-in', price: 60000 }),
    )
    let response = await app.call('POST', `/bookings/${doc.id}/payments`, {
      json: {
        amount: '250',
        method: 'mobile-money',
        network: 'mtn',
        transactionId: 'MP2701.1234',
        date: day(0),
      },
      cookie: reception,
    })
    expect(response.status).toBe(201)
    response = await patch(doc.id, { status: 'completed' })
    expect(response.status).toBe(400)
    expect(await message(response)).toBe(MESSAGES.booking.balanceDue('₵350'))
    response = await patch(doc.id, { status: 'completed', leaveBalanceDue: true })
    expect(response.status).toBe(200)
    const done = ((await response.json()) as { doc: Booking }).doc
    expect(done.history?.map((entry) => entry.action)).toEqual(['Created', 'Payment', 'Check out'])
    expect(done.history?.[2]?.detail).toBe('Left with ₵350 due')
    // A completed stay no longer holds its nights.
    expect((await takenNights()).filter((night) => night.startsWith('2027-05'))).toEqual([])
  })
})

describe('who did it, by name', () => {
  it('each entry keeps the name of its author for reception to read; a website request is the guest’s', async () => {
    const made = await post(stay({ checkIn: '2027-02-01', checkOut: '2027-02-03' }), admin)
    expect(made.status).toBe(201)
    const { id } = ((await made.json()) as { doc: Booking }).doc
    expect((await patch(id, { status: 'confirmed' })).status).toBe(200)
    // What a client sends as history is never taken, names included.
    const forged = await patch(id, {
      history: [{ at: new Date().toISOString(), action: 'Confirm', byName: 'Someone Else' }],
      note: 'Late arrival',
    })
    expect(forged.status).toBe(200)
    const read = await app.call('GET', `/bookings/${id}?depth=0`, { cookie: reception })
    const doc = (await read.json()) as Booking
    expect(doc.history?.map(({ action, byName }) => [action, byName])).toEqual([
      ['Created', 'Test Admin'],
      ['Confirm', 'Front Desk'],
      ['Guest details', 'Front Desk'],
    ])

    const request = await app.call('POST', '/bookings/request', {
      json: {
        requestId: randomUUID(),
        roomId: otherRoomId,
        checkIn: day(20),
        checkOut: day(21),
        guests: 1,
        name: 'Kofi Web',
        phone: '0241234567',
      },
    })
    expect(request.status).toBe(201)
    const { reference } = (await request.json()) as { reference: string }
    const found = await app.payload.find({
      collection: 'bookings',
      where: { reference: { equals: reference } },
      overrideAccess: true,
    })
    expect(found.docs[0].history?.[0]).toMatchObject({
      action: 'Created',
      byName: MESSAGES.booking.guestActor,
      by: null,
    })
  })
})

describe('recording a payment', () => {
  const pay = (id: string, body: Json, cookie = reception) =>
    app.call('POST', `/bookings/${id}/payments`, { json: body, cookie })

  it('adds one payment on the day staff chose, with its history entry; refuses bad ones with their message', async () => {
    const doc = await create(
      stay({ checkIn: '2028-03-01', checkOut: '2028-03-03', status: 'confirmed', price: 60000 }),
    )
    const refusals: Array<[Json, string]> = [
      [{ amount: '0', method: 'cash', date: day(0) }, MESSAGES.payment.amount],
      [{ amount: '10.001', method: 'cash', date: day(0) }, MESSAGES.payment.amount],
      // A number is not the text typed: cedis or pesewas, and already a float on the way.
      [{ amount: 10, method: 'cash', date: day(0) }, MESSAGES.payment.amount],
      [{ amount: '1e308', method: 'cash', date: day(0) }, MESSAGES.payment.amount],
      [{ amount: '9'.repeat(12), method: 'cash', date: day(0) }, PAYMENT_AMOUNT_TOO_HIGH],
      [
        { amount: `${PAYMENT_AMOUNT_MAX}.01`, method: 'cash', date: day(0) },
        PAYMENT_AMOUNT_TOO_HIGH,
      ],
      [{ amount: '10', method: 'cheque', date: day(0) }, MESSAGES.payment.method],
      [{ amount: '10', method: 'cash', date: '2026-02-30' }, MESSAGES.payment.date],
      [{ amount: '10', method: 'cash', date: day(1) }, MESSAGES.payment.dateFuture],
      [{ amount: '10', method: 'mobile-money', date: day(0) }, MESSAGES.booking.mobileMoneyDetails],
      [
        {
          amount: '10',
          method: 'mobile-money',
          network: 'mtn',
          transactionId: 'x'.repeat(61),
          date: day(0),
        },
        MESSAGES.request.tooLong('Transaction ID'),
      ],
    ]
    for (const [body, expected] of refusals) {
      const response = await pay(doc.id, body)
      expect([response.status, await message(response)]).toEqual([400, expected])
    }
    expect((await pay(doc.id, { amount: '10', method: 'cash', date: day(0) }, editor)).status).toBe(
      403,
    )
    expect((await pay(doc.id, { amount: '10', method: 'cash', date: day(0) }, '')).status).toBe(401)
    const unknown = await pay(randomUUID(), { amount: '10', method: 'cash', date: day(0) })
    expect([unknown.status, await message(unknown)]).toEqual([404, MESSAGES.booking.notFound])

    // Money taken last night, entered this morning, on a stay booked the day before.
    await bookedOn(app, doc.id, day(-2))
    const response = await pay(doc.id, {
      amount: '250.50',
      method: 'mobile-money',
      network: 'telecel',
      transactionId: ' TX-77 ',
      date: day(-1),
    })
    expect(response.status).toBe(201)
    const saved = ((await response.json()) as { doc: Booking }).doc
    expect(moneyOf(saved)).toHaveLength(1)
    expect(moneyOf(saved)[0]).toMatchObject({
      kind: 'payment',
      amount: 25050,
      recordedByName: 'Front Desk',
      method: 'mobile-money',
      network: 'telecel',
      transactionId: 'TX-77',
      date: `${day(-1)}T00:00:00.000Z`,
    })
    expect(saved.history?.at(-1)).toMatchObject({
      action: 'Payment',
      detail: expect.stringMatching(/^₵250\.50 mobile money Telecel, receipt R-\d{6}$/),
      byName: 'Front Desk',
    })
  })

  it('records the amounts floating point used to refuse, to the pesewa', async () => {
    const doc = await create(
      stay({
        checkIn: '2028-03-05',
        checkOut: '2028-03-06',
        status: 'confirmed',
        price: 200000,
        priceReason: 'Room and meals',
      }),
      admin,
    )
    const typed = ['1.15', '8.70', '16.40', '19.99', '0.01', '999.99']
    for (const amount of typed) {
      const response = await pay(doc.id, { amount, method: 'cash', date: day(0) })
      expect([amount, response.status]).toEqual([amount, 201])
    }
    const stored = await app.payload.findByID({
      collection: 'bookings',
      id: doc.id,
      overrideAccess: true,
    })
    expect(moneyOf(stored).map((entry) => entry.amount)).toEqual([115, 870, 1640, 1999, 1, 99999])
    expect(
      stored.history
        ?.filter((entry) => entry.action === 'Payment')
        .map((e) => e.detail?.replace(/, receipt R-\d+$/, '')),
    ).toEqual([
      '₵1.15 cash',
      '₵8.70 cash',
      '₵16.40 cash',
      '₵19.99 cash',
      '₵0.01 cash',
      '₵999.99 cash',
    ])
  })

  it('a payments list sent through REST, which /cms writes through too, records nothing', async () => {
    const cash = { method: 'cash', date: `${day(0)}T00:00:00.000Z`, amount: 100 }
    const doc = await create(
      stay({
        checkIn: '2028-04-01',
        checkOut: '2028-04-02',
        status: 'confirmed',
        payments: [cash],
      }),
    )
    const response = await patch(doc.id, { payments: [cash, cash], note: 'Paid in full' }, admin)
    expect(response.status).toBe(200)
    const stored = await app.payload.findByID({
      collection: 'bookings',
      id: doc.id,
      overrideAccess: true,
    })
    expect([stored.payments, moneyOf(stored), stored.note]).toEqual([[], [], 'Paid in full'])
  })

  it('payments recorded at the same moment, and a check-in at that moment, are all kept', async () => {
    const doc = await create(
      stay({
        room: otherRoomId,
        checkIn: day(0),
        checkOut: day(2),
        status: 'confirmed',
      }),
    )
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        pay(
          doc.id,
          { amount: String(10 + i), method: 'cash', date: day(0) },
          i % 2 ? admin : reception,
        ),
      ),
      patch(doc.id, { status: 'checked-in' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(10).fill(201)])
    const stored = await app.payload.findByID({
      collection: 'bookings',
      id: doc.id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('checked-in')
    expect(
      moneyOf(stored)
        .map((entry) => entry.amount)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 10 }, (_, i) => (10 + i) * 100))
    const actions = stored.history?.map((entry) => entry.action) ?? []
    expect(actions.filter((action) => action === 'Payment')).toHaveLength(10)
    expect(actions.filter((action) => action === 'Check in')).toHaveLength(1)
    expect(actions[0]).toBe('Created')
  }, 60_000)
})

describe('who sees bookings', () => {
  it('reception and admins do; editors and guests do not, through REST', async () => {
    expect((await app.call('GET', '/bookings', { cookie: reception })).status).toBe(200)
    expect((await app.call('GET', '/bookings', { cookie: admin })).status).toBe(200)
    for (const path of ['/bookings', '/room-blocks', '/booked-nights']) {
      expect([401, 403]).toContain((await app.call('GET', path, { cookie: editor })).status)
      expect([401, 403]).toContain((await app.call('GET', path)).status)
    }
    expect([401, 403]).toContain((await post(stay(), editor)).status)
  })

  it('reception manages bookings and nothing else', async () => {
    expect([401, 403]).toContain(
      (await app.call('GET', '/contact-messages', { cookie: reception })).status,
    )
    const room = await app.call('PATCH', `/rooms/${roomId}`, {
      json: { name: 'Renamed' },
      cookie: reception,
    })
    expect([401, 403]).toContain(room.status)
    const night = await app.call('POST', '/booked-nights', {
      json: { key: 'x', room: roomId, night: '2027-01-01', owner: 'me' },
      cookie: admin,
    })
    expect([401, 403]).toContain(night.status)
  })
})

describe('CSV export', () => {
  it('gives staff the bookings checking in and the payments received in a range; others are refused', async () => {
    const kwame = await create(
      stay({
        checkIn: '2027-10-03',
        checkOut: '2027-10-05',
        status: 'confirmed',
        guestName: '=Kwame, "KB"',
      }),
    )
    // Money is received in advance of a stay, and never on a day still to come: an admin records
    // a deposit taken last month, reception today's.
    const lastMonth = calendarMonth(todayInGhana(), -1)
    await bookedOn(app, kwame.id, addDays(lastMonth.from, -20))
    for (const [payment, cookie] of [
      [
        {
          amount: '200',
          method: 'mobile-money',
          network: 'telecel',
          transactionId: 'TX-1',
          date: addDays(lastMonth.from, 2),
        },
        admin,
      ],
      [{ amount: '100', method: 'cash', date: todayInGhana() }, reception],
    ] as const) {
      const paid = await app.call('POST', `/bookings/${kwame.id}/payments`, {
        json: payment,
        cookie,
      })
      expect(paid.status).toBe(201)
    }
    const bookings = await app.call(
      'GET',
      '/bookings/export?from=2027-10-01&to=2027-10-31&kind=bookings',
      {
        cookie: reception,
      },
    )
    expect(bookings.status).toBe(200)
    expect(bookings.headers.get('content-type')).toContain('text/csv')
    // Read as bytes: a Response's text() drops the byte-order mark the spreadsheet needs.
    const readCsv = async (response: Response) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    const lines = (await readCsv(bookings)).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFReference,Status,Source,Room,Check-in,Check-out,Nights,Guests,Guest,Phone,Price (GHS),Extras (GHS),Paid (GHS),Balance due (GHS),Credit (GHS)',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      /^RP-\w{4},confirmed,phone,Garden Room,2027-10-03,2027-10-05,2,2,"'=Kwame, ""KB""","=""0241234567""",600,0,300,300,0$/,
    )

    const payments = await app.call(
      'GET',
      `/bookings/export?from=${lastMonth.from}&to=${lastMonth.to}&kind=payments`,
      {
        cookie: admin,
      },
    )
    const paymentLines = (await readCsv(payments)).trimEnd().split('\r\n')
    expect(paymentLines).toHaveLength(2)
    expect(paymentLines[1]).toMatch(
      new RegExp(`^${addDays(lastMonth.from, 2)},\\d\\d:\\d\\d,RP-\\w{4},`),
    )
    expect(paymentLines[1]).toContain(',confirmed,payment,200,mobile-money,telecel,TX-1,')
    expect(paymentLines[0].startsWith('\uFEFFDate,')).toBe(true)

    for (const cookie of [editor, undefined]) {
      const refused = await app.call('GET', '/bookings/export?from=2027-10-01&to=2027-10-31', {
        cookie,
      })
      expect([401, 403]).toContain(refused.status)
    }
    const bad = await app.call('GET', '/bookings/export?from=2027-10-31&to=2027-10-01', {
      cookie: admin,
    })
    expect(bad.status).toBe(400)
  })
})

describe('dashboard from real bookings', () => {
  it('shows today’s arrivals and departures and the waiting requests; revenue is money received', async () => {
    const today = day(0)
    const plus = day
    const room = await makeRoom('Dashboard Room')
    const read = async () =>
      (await (await app.call('GET', '/dashboard?period=7', { cookie: admin })).json()) as {
        today: { arrivals: number; departures: number; pending: number }
        totals: { revenue: number }
      }
    const before = await read()
    await create(stay({ room, checkIn: today, checkOut: plus(2), status: 'confirmed' }))
    const paid = await create(
      stay({ room, checkIn: plus(-2), checkOut: today, status: 'checked-in' }),
    )
    await app.call('POST', `/bookings/${paid.id}/payments`, {
      json: { amount: '120', method: 'cash', date: plus(-1) },
      cookie: reception,
    })
    await create(stay({ room, checkIn: plus(5), checkOut: plus(6) }))
    const after = await read()
    expect(after.today.arrivals - before.today.arrivals).toBe(1)
    expect(after.today.departures - before.today.departures).toBe(1)
    expect(after.today.pending - before.today.pending).toBe(1)
    expect(after.totals.revenue - before.totals.revenue).toBe(12_000)
    // The figures are the house's business: reception runs the desk, not the dashboard.
    expect((await app.call('GET', '/dashboard?period=7', { cookie: reception })).status).toBe(403)
  })
})

describe('race safety', () => {
  it('twenty simultaneous confirmations of overlapping stays in one room end with exactly one confirmed', async () => {
    const room = await makeRoom('Race Room')
    const ids: string[] = []
    for (let i = 0; i < 20; i++) {
      // Every request overlaps every other: all contain 10-11 August, with different edges.
      const doc = await create(
        stay({
          room,
          checkIn: `2027-08-${String(1 + (i % 9)).padStart(2, '0')}`,
          checkOut: `2027-08-${12 + (i % 5)}`,
        }),
      )
      ids.push(doc.id)
    }
    const responses = await Promise.all(ids.map((id) => patch(id, { status: 'confirmed' })))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)

    const confirmed = await app.payload.find({
      collection: 'bookings',
      where: { and: [{ room: { equals: room } }, { status: { equals: 'confirmed' } }] },
      overrideAccess: true,
    })
    expect(confirmed.totalDocs).toBe(1)
    const winner = confirmed.docs[0]
    const nights = await takenNights(room)
    expect(nights).toHaveLength(winner.nights ?? 0)
    const owners = await app.payload.find({
      collection: 'booked-nights',
      where: { room: { equals: room } },
      pagination: false,
      overrideAccess: true,
    })
    expect(new Set(owners.docs.map((doc) => doc.owner))).toEqual(
      new Set([`booking:${winner.requestId}`]),
    )
  }, 120_000)
})
