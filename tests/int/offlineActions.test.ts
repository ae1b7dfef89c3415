import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from '@jest/globals'

import { formatNight, timeInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { ACTION_KEY_HEADER, REPLAYED_HEADER } from '@/lib/offlineActions'
import type { Booking } from '@/payload-types'

import { TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createExtra, ledgerEntries, moneyDesk } from '../helpers/fixtures/money'
import { createColleague, TEST_COLLEAGUE } from '../helpers/fixtures/staff'

/**
 * The actions a phone keeps offline and sends later with a key (`Idempotency-Key`), through the
 * portal's own doors: a payment, a charge, a housekeeping mark, a check-in and a check-out. Each is
 * applied once per key, the key is its sender's and its action's alone, and a step on a stay that
 * changed meanwhile is refused with what changed.
 */
const desk = moneyDesk('offline-actions', {
  guestName: 'Esi Mensah',
  otherRoom: { name: 'Mango Room', regularPrice: 400 },
})
let app: TestApp
let admin: string
let reception: string
let colleague: string
let editor: string
let beer: string

type Json = Record<string, unknown>

beforeAll(async () => {
  ;({ app, admin, reception } = desk)
  await createColleague(app.payload)
  colleague = await app.signIn(TEST_COLLEAGUE.email, TEST_COLLEAGUE.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  beer = await createExtra(app, { name: 'Club beer', price: 2500 })
})

/** A POST to a desk door, with a key when one is given. */
function send(path: string, body: Json, cookie: string | undefined, key?: string) {
  return app.call('POST', path, {
    json: body,
    cookie,
    headers: key === undefined ? {} : { [ACTION_KEY_HEADER]: key },
  })
}

/** Stays that began in the past, each on nights of its own: staff may check them in today. */
let pastStays = 0
function pastNights(): Json {
  pastStays += 1
  return { checkIn: day(-90 + 3 * pastStays), checkOut: day(-88 + 3 * pastStays) }
}

async function readStay(id: string): Promise<Booking> {
  return app.payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
}

/** How the phone showed the stay: what a status step made offline sends with it. */
function seenOf(stay: Booking): Json {
  return {
    seenStatus: stay.status,
    seenCheckIn: stay.checkIn,
    seenCheckOut: stay.checkOut,
    seenRoom: typeof stay.room === 'object' ? stay.room.id : stay.room,
  }
}

async function roomState(id: string): Promise<string | null | undefined> {
  const room = await app.payload.findByID({ collection: 'rooms', id, overrideAccess: true })
  return room.housekeeping
}

async function setRoomState(id: string, housekeeping: string): Promise<void> {
  await app.payload.db.updateOne({ collection: 'rooms', id, data: { housekeeping } })
}

async function stepCount(id: string, action: string): Promise<number> {
  return ((await readStay(id)).history ?? []).filter((line) => line.action === action).length
}

/**
 * One kind of action a phone keeps offline: `setUp` makes a fresh thing to act on and answers the
 * door, the body the phone sends (and a different action's body), and what the action has done so
 * far, read from the database.
 */
type Offline = {
  name: string
  /** The assertions `setUp` makes itself (a stay booked, a guest checked in). */
  setUpChecks: number
  setUp: () => Promise<{
    path: string
    body: Json
    otherBody: Json
    done: () => Promise<unknown>
    /** What someone else online does between two sends, which a second applying would undo. */
    meanwhile?: () => Promise<void>
  }>
}

/** A ₵50 MTN payment as the phone sends it; each test gives its own transaction id. */
const MTN_50 = { amount: '50.00', method: 'mobile-money', network: 'mtn', date: day(0) }
let stays = 0

const ACTIONS: Offline[] = [
  {
    name: 'a payment',
    setUpChecks: 1,
    setUp: async () => {
      const stay = await desk.newStay()
      return {
        path: `/bookings/${stay.id}/payments`,
        body: { ...MTN_50, transactionId: `MP${(stays += 1)}` },
        otherBody: { ...MTN_50, transactionId: `MP${stays}`, amount: '60.00' },
        done: async () => (await ledgerEntries(app, stay.id, { moneyOnly: true })).length,
      }
    },
  },
  {
    name: 'a charge',
    setUpChecks: 1,
    setUp: async () => {
      const stay = await desk.newStay()
      return {
        path: `/bookings/${stay.id}/charges`,
        body: { extra: beer, quantity: 2 },
        otherBody: { extra: beer, quantity: 3 },
        done: async () => (await ledgerEntries(app, stay.id, { moneyOnly: true })).length,
      }
    },
  },
  {
    name: 'a housekeeping mark',
    setUpChecks: 0,
    setUp: async () => {
      await setRoomState(desk.roomId, 'dirty')
      return {
        path: '/bookings/housekeeping',
        body: { roomId: desk.roomId, status: 'clean', seenHousekeeping: 'dirty' },
        otherBody: { roomId: desk.roomId, status: 'inspected', seenHousekeeping: 'dirty' },
        done: () => roomState(desk.roomId),
        // A guest checks out after the room was cleaned: a second applying would hide that.
        meanwhile: () => setRoomState(desk.roomId, 'dirty'),
      }
    },
  },
  {
    name: 'a check-in',
    setUpChecks: 1,
    setUp: async () => {
      const stay = await desk.newStay(pastNights())
      return {
        path: `/bookings/${stay.id}/status`,
        body: { action: 'checkIn', ...seenOf(stay) },
        otherBody: { action: 'checkIn', ...seenOf(stay), reason: 'Arrived late' },
        done: async () => [(await readStay(stay.id)).status, await stepCount(stay.id, 'Check in')],
      }
    },
  },
  {
    name: 'a check-out',
    setUpChecks: 2,
    setUp: async () => {
      const made = await desk.newStay(pastNights())
      const checkedIn = await send(
        `/bookings/${made.id}/status`,
        { action: 'checkIn', seenStatus: 'confirmed' },
        admin,
      )
      expect(checkedIn.status).toBe(200)
      const stay = await readStay(made.id)
      return {
        path: `/bookings/${stay.id}/status`,
        body: { action: 'checkOut', leaveBalanceDue: true, ...seenOf(stay) },
        otherBody: { action: 'checkOut', leaveBalanceDue: true, ...seenOf(stay), reason: 'x' },
        done: async () => [(await readStay(stay.id)).status, await stepCount(stay.id, 'Check out')],
      }
    },
  },
]

describe.each(ACTIONS)('$name kept offline', ({ setUp, setUpChecks }) => {
  it('sent twice with one key is applied once and answered the same, for admin and reception; editors and strangers are refused as ever and keep no key', async () => {
    expect.assertions(2 * (9 + setUpChecks))
    for (const cookie of [admin, reception]) {
      const { path, body, done, meanwhile } = await setUp()
      const before = await done()
      const key = randomUUID()
      const editorSent = await send(path, body, editor, key)
      const strangerSent = await send(path, body, undefined, key)
      expect([editorSent.status, strangerSent.status]).toEqual([403, 401])
      expect(await done()).toEqual(before)

      const first = await send(path, body, cookie, key)
      expect(first.status).toBeLessThan(300)
      expect(first.headers.get(REPLAYED_HEADER)).toBeNull()
      const firstBody = await first.json()
      const applied = await done()
      expect(applied).not.toEqual(before)
      await meanwhile?.()
      const after = await done()

      const again = await send(path, body, cookie, key)
      expect(again.status).toBe(first.status)
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true')
      expect(await again.json()).toEqual(firstBody)
      expect(await done()).toEqual(after)
    }
  })

  it('sent twice at the same moment with one key is applied once, both answered alike', async () => {
    const { path, body, done } = await setUp()
    const key = randomUUID()
    const answers = await Promise.all([
      send(path, body, reception, key),
      send(path, body, reception, key),
    ])
    expect(answers.map((answer) => answer.status < 300)).toEqual([true, true])
    const replayed = answers.map((answer) => answer.headers.get(REPLAYED_HEADER) === 'true')
    expect(replayed.filter(Boolean)).toHaveLength(1)
    const [one, two] = await Promise.all(answers.map((answer) => answer.json()))
    expect(two).toEqual(one)
    const once = await done()
    // A third send changes nothing more: the action stands as applied once.
    expect((await send(path, body, reception, key)).headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await done()).toEqual(once)
  })

  it('its key, sent by another member of staff or for another action, is refused and changes nothing', async () => {
    const { path, body, otherBody, done } = await setUp()
    const key = randomUUID()
    expect((await send(path, body, reception, key)).status).toBeLessThan(300)
    const applied = await done()

    const byColleague = await send(path, body, colleague, key)
    expect(byColleague.status).toBe(409)
    expect(await byColleague.json()).toEqual({
      success: false,
      message: MESSAGES.offline.keyOtherStaff,
      code: 'keyReused',
    })
    const byAdmin = await send(path, body, admin, key)
    expect(byAdmin.status).toBe(409)
    const otherAction = await send(path, otherBody, reception, key)
    expect(otherAction.status).toBe(409)
    expect(await otherAction.json()).toEqual({
      success: false,
      message: MESSAGES.offline.keyOtherAction,
      code: 'keyReused',
    })
    const mark = { roomId: desk.otherRoomId, status: 'clean', seenHousekeeping: 'clean' }
    const otherDoor = await send('/bookings/housekeeping', mark, reception, key)
    expect(otherDoor.status).toBe(409)
    expect(await done()).toEqual(applied)
  })

  it('a key that is not a UUID is refused with a clear 400 and nothing is done', async () => {
    const { path, body, done } = await setUp()
    const before = await done()
    const badKeys = ['', 'abc', '12345', `${randomUUID()}x`, 'not-a-uuid-at-all-but-36-characters']
    expect.assertions(setUpChecks + badKeys.length + 1)
    for (const key of badKeys) {
      const sent = await send(path, body, reception, key)
      expect({ key, status: sent.status, json: await sent.json() }).toEqual({
        key,
        status: 400,
        json: { success: false, message: MESSAGES.offline.badKey, code: 'badKey' },
      })
    }
    expect(await done()).toEqual(before)
  })
})

describe('a status step kept offline, on a stay changed meanwhile', () => {
  /** A confirmed stay the phone has read, and the check-in it keeps offline. */
  async function seenStay(): Promise<{ stay: Booking; checkIn: Json }> {
    const stay = await desk.newStay(pastNights())
    return { stay, checkIn: { action: 'checkIn', ...seenOf(stay) } }
  }

  async function refusedAsStale(stay: Booking, checkIn: Json, message: string): Promise<void> {
    const before = await readStay(stay.id)
    const sent = await send(`/bookings/${stay.id}/status`, checkIn, reception, randomUUID())
    expect(sent.status).toBe(409)
    expect(await sent.json()).toEqual({ success: false, message })
    expect(await readStay(stay.id)).toEqual(before)
  }

  it('is refused after a cancellation, saying when and by whom, and the stay is left as it is', async () => {
    const { stay, checkIn } = await seenStay()
    const cancelled = await send(
      `/bookings/${stay.id}/status`,
      { action: 'cancel', seenStatus: 'confirmed' },
      admin,
    )
    expect(cancelled.status).toBe(200)
    const line = (await readStay(stay.id)).history?.at(-1)
    expect(line).toMatchObject({ action: 'Cancel', byName: 'Test Admin' })
    await refusedAsStale(
      stay,
      checkIn,
      `This stay was cancelled at ${timeInGhana(line?.at ?? '')} by Test Admin while you were offline. Nothing was changed: open the stay to see it now.`,
    )
  })

  it('is refused after its dates or its room were changed', async () => {
    const { stay, checkIn } = await seenStay()
    const nights = pastNights()
    const moved = await send(
      `/bookings/${stay.id}/change`,
      { seenStatus: 'confirmed', roomId: desk.roomId, ...nights },
      admin,
    )
    expect(moved.status).toBe(200)
    const line = (await readStay(stay.id)).history?.at(-1)
    expect(line?.action).toBe('Changed dates or room')
    const dates = `${formatNight(String(nights.checkIn))} – ${formatNight(String(nights.checkOut))}`
    await refusedAsStale(
      stay,
      checkIn,
      MESSAGES.offline.staleStay(
        MESSAGES.offline.movedTo(dates),
        `at ${timeInGhana(line?.at ?? '')}`,
        'Test Admin',
      ),
    )

    const other = await seenStay()
    const roomMoved = await send(
      `/bookings/${other.stay.id}/change`,
      {
        seenStatus: 'confirmed',
        roomId: desk.otherRoomId,
        checkIn: other.stay.checkIn.slice(0, 10),
        checkOut: other.stay.checkOut.slice(0, 10),
      },
      admin,
    )
    expect(roomMoved.status).toBe(200)
    const roomLine = (await readStay(other.stay.id)).history?.at(-1)
    await refusedAsStale(
      other.stay,
      other.checkIn,
      MESSAGES.offline.staleStay(
        MESSAGES.offline.movedToRoom('Mango Room'),
        `at ${timeInGhana(roomLine?.at ?? '')}`,
        'Test Admin',
      ),
    )
  })

  it('is taken after a payment of the same stay made offline before it: money changes no step', async () => {
    const { stay, checkIn } = await seenStay()
    const payment = { amount: '50.00', method: 'cash', date: day(0) }
    const paid = await send(`/bookings/${stay.id}/payments`, payment, reception, randomUUID())
    expect(paid.status).toBe(201)
    const key = randomUUID()
    const checkedIn = await send(`/bookings/${stay.id}/status`, checkIn, reception, key)
    expect(checkedIn.status).toBe(200)
    expect((await readStay(stay.id)).status).toBe('checked-in')
    const again = await send(`/bookings/${stay.id}/status`, checkIn, reception, key)
    expect([again.status, again.headers.get(REPLAYED_HEADER)]).toEqual([200, 'true'])
  })

  it('must say how the stay looked, and only a check-in or check-out may be sent with a key', async () => {
    const { stay, checkIn } = await seenStay()
    const path = `/bookings/${stay.id}/status`
    const before = await readStay(stay.id)
    const refusals: Array<[Json, string]> = [
      [{ action: 'checkIn', seenStatus: 'confirmed' }, MESSAGES.offline.seenStayMissing],
      [{ ...checkIn, seenRoom: undefined }, MESSAGES.offline.seenStayMissing],
      [{ ...checkIn, action: 'cancel' }, MESSAGES.offline.stepNotOffline('Cancel')],
      [{ ...checkIn, action: 'noShow' }, MESSAGES.offline.stepNotOffline('No-show')],
      [{ ...checkIn, action: 'undo' }, MESSAGES.offline.stepNotOffline('Undo')],
      [{ ...checkIn, action: 'cancel', group: true }, MESSAGES.offline.stepNotOffline('Cancel')],
    ]
    // The stay's booking is checked once; each refusal once; the stay at the end once.
    expect.assertions(1 + refusals.length + 1)
    for (const [body, message] of refusals) {
      const sent = await send(path, body, reception, randomUUID())
      expect({ body, status: sent.status, message: (await sent.json()).message }).toEqual({
        body,
        status: 400,
        message,
      })
    }
    expect(await readStay(stay.id)).toEqual(before)
  })
})

describe('what takes or frees nights', () => {
  it('refuses a key at every door: new stays, changes, cancellations, confirmations', async () => {
    const stay = await desk.newStay({ status: 'requested' })
    const before = await readStay(stay.id)
    const stays = await app.payload.count({ collection: 'bookings', overrideAccess: true })
    const doors: Array<[string, string, Json]> = [
      [
        'POST',
        '/bookings',
        {
          ...desk.nextStay(),
          phone: '0241234567',
          guests: 1,
          source: 'phone',
          status: 'confirmed',
        },
      ],
      ['POST', `/bookings/${stay.id}/status`, { action: 'confirm', seenStatus: 'requested' }],
      ['POST', `/bookings/${stay.id}/status`, { action: 'cancel', seenStatus: 'requested' }],
      [
        'POST',
        `/bookings/${stay.id}/change`,
        {
          seenStatus: 'requested',
          roomId: desk.otherRoomId,
          checkIn: stay.checkIn.slice(0, 10),
          checkOut: stay.checkOut.slice(0, 10),
        },
      ],
      ['PATCH', `/bookings/${stay.id}`, { status: 'cancelled' }],
      ['POST', `/bookings/${stay.id}/reverse`, { entry: 'x', reason: 'mistake' }],
    ]
    // The stay's booking is checked once; each door once; the stays at the end twice.
    expect.assertions(1 + doors.length + 2)
    for (const [method, path, body] of doors) {
      const sent = await app.call(method as 'POST', path, {
        json: body,
        cookie: admin,
        headers: { [ACTION_KEY_HEADER]: randomUUID() },
      })
      const message = ((await sent.json()) as { message?: string }).message
      expect({ path, method, status: sent.status, message }).toEqual({
        path,
        method,
        status: 400,
        message: path.endsWith('/status')
          ? MESSAGES.offline.stepNotOffline(body.action === 'confirm' ? 'Confirm' : 'Cancel')
          : MESSAGES.offline.keyNotHere,
      })
    }
    expect(await readStay(stay.id)).toEqual(before)
    expect(await app.payload.count({ collection: 'bookings', overrideAccess: true })).toEqual(stays)
  })
})

describe('a payment kept offline is the same payment', () => {
  it('is held to the rules of a payment online, with their message; a refund waits for the network', async () => {
    const stay = await desk.newStay()
    const path = `/bookings/${stay.id}/payments`
    const tooOld = { amount: '50.00', method: 'cash', date: day(-5) }
    const online = await send(path, tooOld, reception)
    const offline = await send(path, tooOld, reception, randomUUID())
    expect(offline.status).toBe(online.status)
    expect(await offline.json()).toEqual(await online.json())
    const noNetwork = { amount: '50.00', method: 'mobile-money', date: day(0) }
    const withoutNetwork = await send(path, noNetwork, reception, randomUUID())
    expect(withoutNetwork.status).toBe(400)

    const refund = { kind: 'refund', amount: '1.00', method: 'cash', date: day(0), reason: 'x' }
    const refunded = await send(path, refund, admin, randomUUID())
    expect(refunded.status).toBe(400)
    expect((await refunded.json()).message).toBe(MESSAGES.offline.refundNotOffline)
    expect(await ledgerEntries(app, stay.id, { moneyOnly: true })).toEqual([])
  })
})

describe('a housekeeping mark kept offline, on a room changed meanwhile', () => {
  it('is refused when the room is no longer as seen, answered as done when it is already as asked', async () => {
    const path = '/bookings/housekeeping'
    const room = desk.otherRoomId
    // Seen clean, marked out of order offline; a guest checked out meanwhile and left it dirty.
    await setRoomState(room, 'dirty')
    const stale = await send(
      path,
      { roomId: room, status: 'out-of-order', seenHousekeeping: 'clean' },
      reception,
      randomUUID(),
    )
    expect(stale.status).toBe(409)
    expect((await stale.json()).message).toBe(MESSAGES.offline.staleRoom('Mango Room', 'Dirty'))
    expect(await roomState(room)).toBe('dirty')

    // Seen dirty and cleaned offline; a colleague marked it clean online meanwhile: the same end.
    await setRoomState(room, 'clean')
    const same = await send(
      path,
      { roomId: room, status: 'clean', seenHousekeeping: 'dirty' },
      reception,
      randomUUID(),
    )
    expect(same.status).toBe(200)
    expect(await roomState(room)).toBe('clean')

    const unseen = await send(path, { roomId: room, status: 'dirty' }, reception, randomUUID())
    expect(unseen.status).toBe(400)
    expect((await unseen.json()).message).toBe(MESSAGES.offline.seenRoomMissing)
    expect(await roomState(room)).toBe('clean')
  })
})
