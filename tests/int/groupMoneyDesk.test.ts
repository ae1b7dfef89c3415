/**
 * A group is one booking at the desk too: its rooms are paid as one (money for the group lands on
 * its lead room), so checking out, Today's amounts due, the stay as the desk reads it, and the
 * balances owed with their sums all read the group's money, never a room's debt its lead's payment
 * settled nor the lead's credit that is the other rooms' price.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import { deskMoney } from '@/lib/money/groupMoney'
import type { OwedPage, OwedSum } from '@/lib/reports/owed'
import type { Booking } from '@/payload-types'

import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createStay, errorMessage, recordMoney, signInDesk } from '../helpers/fixtures/money'

let app: TestApp
const cookies = { admin: '', reception: '' }
let gardenRoom = ''
let familyRoom = ''

beforeAll(async () => {
  app = await startTestApp('group-money-desk')
  Object.assign(cookies, await signInDesk(app))
  gardenRoom = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 600 })
  familyRoom = await createTestRoom(app.payload, 'Family Room', { regularPrice: 400 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

const setFields = async (stay: Booking, data: Partial<Booking>) => {
  await app.payload.update({
    collection: 'bookings',
    id: stay.id,
    data,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/**
 * A group of two rooms in the house from `checkIn` to `checkOut`: the Garden Room (its lead,
 * ₵600) and the Family Room (₵400), with `paid` cedis paid on the lead by reception.
 */
async function groupInHouse(checkIn: string, checkOut: string, paid: string): Promise<Booking[]> {
  const body = { guestName: 'Abena Owusu', checkIn, checkOut, priceReason: 'Agreed' }
  const lead = await createStay(app, cookies.admin, { ...body, room: gardenRoom, price: 60_000 })
  const other = await createStay(app, cookies.admin, { ...body, room: familyRoom, price: 40_000 })
  for (const stay of [lead, other]) {
    await setFields(stay, { group: lead.reference, status: 'checked-in' })
  }
  const payment = await recordMoney(app, lead.id, { amount: paid }, cookies.reception)
  expect(payment.status).toBe(201)
  return [lead, other]
}

const checkOut = (stay: Booking, leaveBalanceDue = false) =>
  app.call('POST', `/bookings/${stay.id}/status`, {
    json: { action: 'checkOut', seenStatus: 'checked-in', leaveBalanceDue },
    cookie: cookies.reception,
  })

/** The stay as the desk's list and details read it. */
async function deskRead(stay: Booking, cookie = cookies.reception): Promise<Booking> {
  const response = await app.call('GET', `/bookings/${stay.id}?depth=1`, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as Booking
}

type TodayStay = Booking & { due: number }

async function today(): Promise<{ inHouse: TodayStay[]; owed: OwedSum }> {
  const response = await app.call('GET', '/bookings/today', { cookie: cookies.reception })
  expect(response.status).toBe(200)
  return (await response.json()) as { inHouse: TodayStay[]; owed: OwedSum }
}

async function owedPage(): Promise<OwedPage> {
  const response = await app.call('GET', '/bookings/owed?page=1', { cookie: cookies.reception })
  expect(response.status).toBe(200)
  return (await response.json()) as OwedPage
}

async function dashboardOwed(): Promise<OwedSum> {
  const response = await app.call('GET', '/dashboard?period=30', { cookie: cookies.admin })
  expect(response.status).toBe(200)
  return ((await response.json()) as { owed: OwedSum }).owed
}

describe('a group whose whole price was paid on its lead room', () => {
  let lead: Booking
  let other: Booking

  beforeAll(async () => {
    ;[lead, other] = await groupInHouse(day(-1), day(1), '1000')
  })

  it('owes nothing on any room on Today, and its lead holds no credit', async () => {
    const { inHouse } = await today()
    const rooms = inHouse.filter((stay) => stay.group === lead.reference)
    expect(Object.fromEntries(rooms.map((stay) => [stay.reference, stay.due]))).toEqual({
      [lead.reference as string]: 0,
      [other.reference as string]: 0,
    })
    expect(rooms.map((stay) => deskMoney(stay).credit)).toEqual([0, 0])
  })

  it('is read by the desk, from either room, with every room and the group’s money', async () => {
    expect.assertions(8)
    for (const [stay, cookie] of [
      [other, cookies.reception],
      [lead, cookies.admin],
    ] as const) {
      const read = await deskRead(stay, cookie)
      expect(read.groupSummary?.rooms).toEqual([
        {
          id: String(lead.id),
          reference: lead.reference,
          roomName: 'Garden Room',
          status: 'checked-in',
        },
        {
          id: String(other.id),
          reference: other.reference,
          roomName: 'Family Room',
          status: 'checked-in',
        },
      ])
      expect(read.groupSummary?.lead).toBe(lead.reference)
      expect(deskMoney(read)).toMatchObject({
        due: 100_000,
        received: 100_000,
        balance: 0,
        credit: 0,
      })
    }
  })

  it('stands once in the accountant’s list of stays: paid on the lead, nothing due or in credit', async () => {
    const response = await app.call(
      'GET',
      `/bookings/export?from=${day(-1)}&to=${day(-1)}&kind=bookings`,
      { cookie: cookies.reception },
    )
    expect(response.status).toBe(200)
    const lines = (await response.text()).split(/\r?\n/)
    // Paid, balance due and credit: the line's last three columns.
    const figures = (stay: Booking) =>
      lines
        .find((line) => line.startsWith(`${stay.reference},`))
        ?.split(',')
        .slice(-3)
    expect(figures(lead)).toEqual(['1000', '0', '0'])
    expect(figures(other)).toEqual(['0', '0', '0'])
  })

  it('checks out room by room, and is not owed after', async () => {
    const second = await checkOut(other)
    const refusal = second.status === 200 ? '' : await errorMessage(second)
    expect({ status: second.status, refusal }).toEqual({ status: 200, refusal: '' })
    expect((await checkOut(lead)).status).toBe(200)
    const { stays } = await owedPage()
    expect(stays.map((stay) => stay.reference)).not.toContain(other.reference)
    expect(stays.map((stay) => stay.reference)).not.toContain(lead.reference)
  })
})

describe('a group that still owes part of its price', () => {
  let lead: Booking
  let other: Booking

  beforeAll(async () => {
    ;[lead, other] = await groupInHouse(day(-5), day(-3), '700')
  })

  it('shows the group’s ₵300 due on each of its rooms on Today', async () => {
    const { inHouse } = await today()
    const rooms = inHouse.filter((stay) => stay.group === lead.reference)
    expect(rooms.map((stay) => stay.due)).toEqual([30_000, 30_000])
  })

  it('is refused check-out naming the group’s balance, from either room', async () => {
    expect.assertions(4)
    for (const stay of [other, lead]) {
      const refused = await checkOut(stay)
      expect(refused.status).toBe(400)
      expect(await errorMessage(refused)).toBe(MESSAGES.booking.balanceDue(formatPesewas(30_000)))
    }
  })

  it('once every room has left with it due, is owed once, by the group’s balance, in every sum', async () => {
    expect((await checkOut(other, true)).status).toBe(200)
    // Its lead room is still in the house: the group has not left.
    expect((await owedPage()).stays).toEqual([])
    expect((await checkOut(lead, true)).status).toBe(200)
    const { stays, count, total } = await owedPage()
    expect(stays).toHaveLength(1)
    expect(stays[0]).toMatchObject({
      id: String(lead.id),
      reference: lead.reference,
      roomName: 'Garden Room, Family Room',
      checkOut: day(-3),
      balance: 30_000,
    })
    expect(stays[0].message).toContain(`₵300 of the ₵1,000 for your stay ${lead.reference}`)
    expect({ count, total }).toEqual({ count: 1, total: 30_000 })
    expect((await today()).owed).toEqual({ count: 1, total: 30_000 })
    expect(await dashboardOwed()).toEqual({ count: 1, total: 30_000 })
  })
})

describe('a payment taken in a later room’s details', () => {
  it('counts once for the group: no room owes, and the lead holds no credit', async () => {
    const [lead, other] = await groupInHouse(day(-11), day(-9), '700')
    const paid = await recordMoney(app, other.id, { amount: '300' }, cookies.reception)
    expect(paid.status).toBe(201)
    const due = (await today()).inHouse.filter((stay) => stay.group === lead.reference)
    expect(due.map((stay) => stay.due)).toEqual([0, 0])
    expect(deskMoney(await deskRead(lead))).toMatchObject({ received: 100_000, credit: 0 })
    expect(deskMoney(await deskRead(other))).toMatchObject({ balance: 0, credit: 0 })
    expect((await checkOut(other)).status).toBe(200)
    expect((await checkOut(lead)).status).toBe(200)
  })
})

describe('a stay alone', () => {
  it('reads, owes and is refused check-out by its own money, as before', async () => {
    const stay = await createStay(app, cookies.admin, {
      room: gardenRoom,
      guestName: 'Kofi Asante',
      checkIn: day(-8),
      checkOut: day(-6),
      price: 50_000,
      priceReason: 'Agreed',
    })
    await setFields(stay, { status: 'checked-in' })
    expect((await recordMoney(app, stay.id, { amount: '200' }, cookies.reception)).status).toBe(201)
    const read = await deskRead(stay)
    expect(read.groupSummary ?? null).toBeNull()
    expect(deskMoney(read).balance).toBe(30_000)
    expect((await today()).inHouse.find((row) => row.id === stay.id)?.due).toBe(30_000)
    const refused = await checkOut(stay)
    expect(refused.status).toBe(400)
    expect(await errorMessage(refused)).toBe(MESSAGES.booking.balanceDue(formatPesewas(30_000)))
  })
})

describe('two groups in one list', () => {
  it('each room carries its own group, read with the others in one go', async () => {
    // Rooms of both groups come in one page, their summaries read together: none may take the
    // other group's rooms or money.
    const paid = await groupInHouse(day(-12), day(-10), '1000')
    const owing = await groupInHouse(day(-16), day(-14), '100')
    const refs = [...paid, ...owing].map((stay) => stay.reference as string)
    const response = await app.call(
      'GET',
      `/bookings?depth=1&limit=10&sort=checkIn&${refs
        .map((ref, i) => `where[reference][in][${i}]=${encodeURIComponent(ref)}`)
        .join('&')}`,
      { cookie: cookies.reception },
    )
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: Booking[] }
    const seen = Object.fromEntries(
      docs.map((stay) => [
        stay.reference,
        {
          lead: stay.groupSummary?.lead,
          rooms: stay.groupSummary?.rooms.map((room) => room.reference),
          balance: stay.groupSummary?.money.balance,
        },
      ]),
    )
    const group = (rooms: Booking[], balance: number) => ({
      lead: rooms[0].reference,
      rooms: rooms.map((room) => room.reference),
      balance,
    })
    expect(seen).toEqual({
      [refs[0]]: group(paid, 0),
      [refs[1]]: group(paid, 0),
      [refs[2]]: group(owing, 90_000),
      [refs[3]]: group(owing, 90_000),
    })
  })
})
