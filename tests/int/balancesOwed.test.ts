/**
 * Money owed after check-out stays in sight: the desk's list of balances owed by guests who have
 * left (oldest first, a page at a time, each with its phone and the owner's balance message), its
 * sum on the dashboard and on Today, and the balance reminder offered at the desk after check-out.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { formatStayDate, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { OWED_PAGE_SIZE, type OwedPage, type OwedSum } from '@/lib/reports/owed'
import type { Booking } from '@/payload-types'

import { createTestRoom, startTestApp, TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { bookedOn, createStay, recordMoney, signInDesk } from '../helpers/fixtures/money'

let app: TestApp
const cookies = { admin: '', reception: '', editor: '' }
let room = ''
/** Each stay takes two nights of its own, three days after the last, far enough back. */
let stays = 0

beforeAll(async () => {
  app = await startTestApp('balances-owed')
  Object.assign(cookies, await signInDesk(app))
  cookies.editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  room = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 350 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

const setStatus = async (stay: Booking, status: Booking['status'], leaveBalanceDue = false) => {
  await app.payload.update({
    collection: 'bookings',
    id: stay.id,
    data: { status, leaveBalanceDue },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/**
 * A stay of two nights in the past, priced `price` pesewas with `paid` cedis paid today, then
 * checked in and out by the desk's steps (leaving any balance due, as the desk allows once asked).
 */
async function leftStay(
  price: number,
  paid: string | null,
  { guestName = 'Kwame Mensah', phone = '0241234567', end = 'completed' as Booking['status'] } = {},
): Promise<Booking> {
  stays += 1
  const checkIn = day(-300 + stays * 3)
  const stay = await createStay(app, cookies.admin, {
    room,
    guestName,
    phone,
    checkIn,
    checkOut: day(-298 + stays * 3),
    price,
    priceReason: 'Agreed with the guest',
  })
  await bookedOn(app, stay.id, day(-301))
  if (paid) {
    const response = await recordMoney(
      app,
      stay.id,
      { amount: paid, date: todayInGhana() },
      cookies.reception,
    )
    expect(response.status).toBe(201)
  }
  if (end === 'cancelled') await setStatus(stay, 'cancelled')
  else {
    await setStatus(stay, 'checked-in')
    await setStatus(stay, 'completed', true)
  }
  return stay
}

const owedPage = async (page = 1, cookie = cookies.reception) => {
  const response = await app.call('GET', `/bookings/owed?page=${page}`, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as OwedPage
}

describe('the balances owed list', () => {
  let owing: Booking
  let older: Booking
  let paidUp: Booking
  let cancelled: Booking

  beforeAll(async () => {
    older = await leftStay(30_000, '250', { guestName: 'Ama Boateng', phone: '0201112223' })
    owing = await leftStay(50_000, '300', { guestName: 'Kofi Asante', phone: '0557654321' })
    paidUp = await leftStay(40_000, '400')
    cancelled = await leftStay(60_000, null, { end: 'cancelled' })
  })

  it('shows a checked-out stay with ₵200 due, its phone and balance message; not a paid or cancelled one', async () => {
    const { stays: listed } = await owedPage()
    const ids = listed.map((stay) => stay.id)
    expect(ids).not.toContain(String(paidUp.id))
    expect(ids).not.toContain(String(cancelled.id))
    const row = listed.find((stay) => stay.id === String(owing.id))
    expect(row).toMatchObject({
      reference: owing.reference,
      guestName: 'Kofi Asante',
      roomName: 'Garden Room',
      phone: '0557654321',
      checkOut: owing.checkOut.slice(0, 10),
      balance: 20_000,
    })
    // The owner's balance-due words, filled for this stay: what is left of what it came to.
    expect(row?.message).toContain(
      `Hello Kofi, ₵200 of the ₵500 for your stay ${owing.reference} from ${formatStayDate(owing.checkIn.slice(0, 10))} is still to pay.`,
    )
  })

  it('lists the longest unpaid first', async () => {
    const { stays: listed } = await owedPage()
    const ours = listed.filter((stay) => [older.id, owing.id].map(String).includes(stay.id))
    expect(ours.map((stay) => stay.id)).toEqual([String(older.id), String(owing.id)])
    expect(ours.map((stay) => stay.balance)).toEqual([5_000, 20_000])
  })

  it('comes a page at a time, with the count and sum of every page', async () => {
    // Enough stays owing ₵1 each to fill the first page and spill onto a second.
    for (let n = 0; n < OWED_PAGE_SIZE; n += 1) await leftStay(100, null)
    const first = await owedPage(1)
    const second = await owedPage(2)
    const all = [...first.stays, ...second.stays]
    expect(first.stays).toHaveLength(OWED_PAGE_SIZE)
    expect(second.stays).toHaveLength(2)
    expect(first).toMatchObject({ page: 1, totalPages: 2, count: OWED_PAGE_SIZE + 2 })
    expect(second).toMatchObject({ page: 2, totalPages: 2, count: OWED_PAGE_SIZE + 2 })
    expect(new Set(all.map((stay) => stay.id)).size).toBe(OWED_PAGE_SIZE + 2)
    expect(first.total).toBe(all.reduce((sum, stay) => sum + stay.balance, 0))
    expect(first.total).toBe(5_000 + 20_000 + OWED_PAGE_SIZE * 100)
    // Oldest first across pages: each check-out no earlier than the one before it.
    const days = all.map((stay) => stay.checkOut)
    expect(days).toEqual([...days].sort())
  })

  it('is summed on the dashboard and on Today as the list sums it', async () => {
    const list = await owedPage(1)
    const dashboard = await app.call('GET', '/dashboard?period=30', { cookie: cookies.admin })
    expect(dashboard.status).toBe(200)
    const { owed } = (await dashboard.json()) as { owed: OwedSum }
    expect(owed).toEqual({ count: list.count, total: list.total })
    const today = await app.call('GET', '/bookings/today', { cookie: cookies.reception })
    expect(today.status).toBe(200)
    expect(((await today.json()) as { owed: OwedSum }).owed).toEqual(owed)
  })

  it('is the desk’s: admins and reception read it; an editor and a stranger are refused; a bad page is refused', async () => {
    const doors: Array<[string, string | undefined, number]> = [
      ['admin', cookies.admin, 200],
      ['reception', cookies.reception, 200],
      ['editor', cookies.editor, 403],
      ['stranger', undefined, 401],
    ]
    expect.assertions(doors.length + 4)
    for (const [who, cookie, status] of doors) {
      const response = await app.call('GET', '/bookings/owed', { cookie })
      expect({ who, status: response.status }).toEqual({ who, status })
    }
    for (const page of ['0', 'two']) {
      const bad = await app.call('GET', `/bookings/owed?page=${page}`, { cookie: cookies.admin })
      expect({ page, status: bad.status }).toEqual({ page, status: 400 })
      // Refused by the API's guard of every query, or by the list's own check: either says why.
      const { message } = (await bad.json()) as { message: string }
      expect([MESSAGES.request.badQuery, MESSAGES.owed.badPage]).toContain(message)
    }
  })
})

describe('after check-out with money due', () => {
  it('the desk offers the balance reminder beside the thanks', async () => {
    // Left yesterday owing ₵50: its page still opens, so both messages link to it.
    const checkIn = day(-3)
    const stay = await createStay(app, cookies.admin, {
      room,
      guestName: 'Esi Mensah',
      checkIn,
      checkOut: day(-1),
      price: 25_000,
      priceReason: 'Agreed with the guest',
    })
    await bookedOn(app, stay.id, day(-4))
    const paid = await recordMoney(
      app,
      stay.id,
      { amount: '200', date: todayInGhana() },
      cookies.reception,
    )
    expect(paid.status).toBe(201)
    await setStatus(stay, 'checked-in')
    await setStatus(stay, 'completed', true)
    const response = await app.call('GET', `/bookings/${stay.id}/messages`, {
      cookie: cookies.reception,
    })
    expect(response.status).toBe(200)
    const { messages } = (await response.json()) as {
      messages: Array<{ moment: string; link: string }>
    }
    expect(messages.map((message) => message.moment)).toEqual(['balanceDue', 'afterStay'])
    const text = decodeURIComponent(new URL(messages[0].link).searchParams.get('text') ?? '')
    expect(text).toContain(`Hello Esi, ₵50 of the ₵250 for your stay ${stay.reference}`)
    expect(text).toMatch(/\/stay\/[A-Za-z0-9_-]{32}/)
  })

  it('long after the stay’s page has closed, the reminder is still offered, without a dead link', async () => {
    const stay = await leftStay(20_000, '100', { guestName: 'Yaw Darko' })
    const response = await app.call('GET', `/bookings/${stay.id}/messages`, {
      cookie: cookies.reception,
    })
    const { messages } = (await response.json()) as {
      messages: Array<{ moment: string; link: string }>
    }
    expect(messages.map((message) => message.moment)).toEqual(['balanceDue'])
    const text = new URL(messages[0].link).searchParams.get('text') ?? ''
    expect(text).toContain('₵100 of the ₵200')
    expect(text).not.toMatch(/\/stay\//)
    // Nor the line that pointed to it.
    expect(text).not.toContain('Your stay’s page')
  })
})
