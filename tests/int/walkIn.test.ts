import { beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { errorMessage, ledgerEntries, moneyDesk } from '../helpers/fixtures/money'

/**
 * A walk-in at the desk: the stay and the money paid for it saved in one action, all or nothing.
 * A payment the rules refuse creates no stay; a payment the ledger refuses after the stay was
 * written takes the stay back with it.
 */
const desk = moneyDesk('walk-in', { guestName: 'Ama Owusu' })
let app: TestApp
let reception: string
let admin: string

type Json = Record<string, unknown>

const MTN = { amount: '500.00', method: 'mobile-money', network: 'mtn', transactionId: 'MP2612' }

/** A walk-in sent by `cookie`: reception's unless another (or `null`, no one signed in) is named. */
const walkIn = (body: Json, cookie: string | null = reception) =>
  app.call('POST', '/bookings/walk-in', {
    cookie: cookie ?? undefined,
    json: {
      room: desk.roomId,
      checkIn: day(0),
      checkOut: day(1),
      guestName: 'Ama Owusu',
      phone: '0241234567',
      ...body,
    },
  })

async function staysOf(guestName: string): Promise<Booking[]> {
  const found = await app.payload.find({
    collection: 'bookings',
    where: { guestName: { equals: guestName } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

beforeAll(() => {
  ;({ app, reception, admin } = desk)
})

describe('a walk-in paid at the desk', () => {
  it('reception saves one stay and one MTN mobile-money payment on it, in one action', async () => {
    const answer = await walkIn({
      guestName: 'Kwame Asante',
      email: 'kwame@example.com',
      note: 'Late supper',
      paid: MTN,
    })
    expect(answer.status).toBe(201)
    const { booking } = (await answer.json()) as { booking: Booking }
    expect(booking).toMatchObject({
      guestName: 'Kwame Asante',
      email: 'kwame@example.com',
      note: 'Late supper',
      source: 'walk-in',
      status: 'confirmed',
      price: 50000,
    })
    const stays = await staysOf('Kwame Asante')
    expect(stays).toHaveLength(1)
    const money = await ledgerEntries(app, booking.id, { moneyOnly: true })
    expect(money).toHaveLength(1)
    expect(money[0]).toMatchObject({
      kind: 'payment',
      amount: 50000,
      method: 'mobile-money',
      network: 'mtn',
      transactionId: 'MP2612',
    })
    expect(money[0].receipt).toBeTruthy()
  })

  it('refuses a mobile-money payment without its transaction ID and creates nothing', async () => {
    const answer = await walkIn({
      guestName: 'Efua Mensah',
      checkIn: day(3),
      checkOut: day(4),
      paid: { ...MTN, transactionId: '' },
    })
    expect(answer.status).toBe(400)
    expect(await errorMessage(answer)).toBe(MESSAGES.booking.mobileMoneyDetails)
    expect(await staysOf('Efua Mensah')).toHaveLength(0)
  })

  it('refuses a room already taken for the nights, writing no payment', async () => {
    const answer = await walkIn({ guestName: 'Yaw Boateng', paid: MTN })
    expect(answer.status).toBe(409)
    expect(await staysOf('Yaw Boateng')).toHaveLength(0)
  })

  it('lets no one but booking staff take a walk-in', async () => {
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    expect((await walkIn({ guestName: 'Nobody' }, editor)).status).toBe(403)
    expect((await walkIn({ guestName: 'Nobody' }, null)).status).toBe(401)
    expect(await staysOf('Nobody')).toHaveLength(0)
  })

  // Last: it closes today's takings.
  it('takes the stay back when the ledger refuses its payment, freeing its nights', async () => {
    const closing = await app.call('POST', '/bookings/cash-up-close', {
      cookie: admin,
      json: {
        day: day(0),
        countedCash: 0,
        floatKept: 0,
        momoStatement: { mtn: 50000, telecel: 0, airteltigo: 0 },
      },
    })
    expect(closing.status).toBe(201)
    const nights = { checkIn: day(6), checkOut: day(7) }
    const answer = await walkIn({ guestName: 'Abena Osei', ...nights, paid: MTN })
    expect(answer.status).toBe(409)
    expect(await errorMessage(answer)).toBe(
      MESSAGES.walkIn.undone(MESSAGES.cashUp.todayClosedForEntries),
    )
    expect(await staysOf('Abena Osei')).toHaveLength(0)
    // Its nights are free again: the same room and nights are taken by a walk-in paying later.
    const later = await walkIn({ guestName: 'Abena Osei', ...nights })
    expect(later.status).toBe(201)
    const { booking } = (await later.json()) as { booking: Booking }
    expect(await ledgerEntries(app, booking.id, { moneyOnly: true })).toHaveLength(0)
  })
})
