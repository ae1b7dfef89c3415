import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { Booking } from '@/payload-types'

import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

/**
 * With a gateway set up, the desk's WhatsApp messages include a payment link: the amount due and
 * the stay's page with `?pay=`, which only brings the Pay button into view.
 */

let app: TestApp
let reception: string
let room: string

beforeAll(async () => {
  app = await startTestApp('payLinkMessage', {
    // Listing the messages never calls the gateway: an address nothing answers on will do.
    PAYSTACK_SECRET_KEY: 'sk_test_pay_link',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
  })
  await createReception(app.payload)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  room = await createTestRoom(app.payload, 'Garden Room')
})

afterAll(async () => {
  await app?.stop()
})

async function create(change: Record<string, unknown>): Promise<Booking> {
  const response = await app.call('POST', '/bookings', {
    json: {
      room,
      guestName: 'Kofi Mensah',
      phone: '0241234567',
      guests: 1,
      checkIn: day(20),
      checkOut: day(22),
      source: 'phone',
      ...change,
    },
    cookie: reception,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

async function messagesOf(booking: Booking) {
  const listed = await app.call('GET', `/bookings/${booking.id}/messages`, { cookie: reception })
  expect(listed.status).toBe(200)
  const { messages } = (await listed.json()) as {
    messages: Array<{ moment: string; label: string; link: string }>
  }
  return messages
}

const textOf = (link: string) => new URL(link).searchParams.get('text') ?? ''

describe('the payment link staff send by WhatsApp', () => {
  it('asks a request for its deposit, linking to its page with ?pay=deposit', async () => {
    const request = await create({ status: 'requested', source: 'website' })
    const deposit = await app.call('POST', `/bookings/${request.id}/deposit`, {
      json: { amount: '200', reason: 'Holds the room' },
      cookie: reception,
    })
    expect(deposit.status).toBe(200)
    const messages = await messagesOf(request)
    expect(messages.map((m) => m.moment)).toEqual(['payLink'])
    expect(messages[0].label).toBe('Payment link')
    const text = textOf(messages[0].link)
    expect(text).toContain(`₵200 is due for your stay ${request.reference}`)
    expect(text).toMatch(/\/stay\/[A-Za-z0-9_-]{32}\?pay=deposit(\s|$)/)

    // The page the link opens offers that deposit, read where the page reads it.
    const token = text.match(/\/stay\/([A-Za-z0-9_-]{32})/)?.[1] as string
    const { readStay } = await import('@/data/stay')
    expect((await readStay(token))?.payOnline).toEqual({ purpose: 'deposit', amount: 20_000 })
  })

  it('asks a confirmed stay without a deposit for its balance, with ?pay=balance', async () => {
    const confirmed = await create({ status: 'confirmed', checkIn: day(30), checkOut: day(32) })
    const messages = await messagesOf(confirmed)
    expect(messages.map((m) => m.moment)).toEqual([
      'confirmed',
      'balanceDue',
      'payLink',
      'dayBefore',
    ])
    const text = textOf(messages.find((m) => m.moment === 'payLink')!.link)
    expect(text).toContain(`is due for your stay ${confirmed.reference}`)
    expect(text).toMatch(/\?pay=balance(\s|$)/)
  })

  it('offers none once all is paid', async () => {
    const paid = await create({ status: 'confirmed', checkIn: day(40), checkOut: day(41) })
    const payment = await app.call('POST', `/bookings/${paid.id}/payments`, {
      json: {
        kind: 'payment',
        amount: ((paid.price ?? 0) / 100).toFixed(2),
        method: 'cash',
        date: day(0),
      },
      cookie: reception,
    })
    expect(payment.status).toBe(201)
    expect((await messagesOf(paid)).map((m) => m.moment)).toEqual(['confirmed', 'dayBefore'])
  })
})
