import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { formatStayDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'
import type { Booking } from '@/payload-types'

import { paystackSignature } from '../helpers/paystackGateway.mjs'
import { fromAddress, startAnotherPayload, TEST_EDITOR } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { ledgerEntries, moneyDesk } from '../helpers/fixtures/money'
import {
  attemptOf,
  paymentStatus,
  pressPay,
  stayToken,
  startGatewayForApp,
  stopGatewayForApp,
  webhookDoor,
  type LoopbackPaystack,
} from '../helpers/fixtures/onlinePayments'

let gateway: LoopbackPaystack
let door: Awaited<ReturnType<typeof webhookDoor>>

beforeAll(async () => {
  gateway = await startGatewayForApp()
})
const desk = moneyDesk('onlinePayments', { guestName: 'Efua Mensah', gap: 3 })
beforeAll(async () => {
  door = await webhookDoor(desk.app)
  gateway.state.webhookUrl = door.url
}, 60_000)
afterAll(async () => {
  await door?.close()
  await stopGatewayForApp(gateway)
})

type Json = Record<string, unknown>

/** A guest's request from the site, asking a deposit of ₵200 of its ₵1,000. */
async function requestWithDeposit(change: Json = {}): Promise<{ stay: Booking; token: string }> {
  const stay = await desk.newStay({
    status: 'requested',
    source: 'website',
    email: 'efua@example.com',
    ...change,
  })
  const deposit = await desk.app.call('POST', `/bookings/${stay.id}/deposit`, {
    json: { amount: '200', reason: 'House rule' },
    cookie: desk.admin,
  })
  expect(deposit.status).toBe(200)
  return { stay, token: await stayToken(desk.app, stay.id) }
}

async function startDeposit(token: string): Promise<string> {
  const response = await pressPay(desk.app, token, 'deposit')
  expect(response.status).toBe(200)
  return ((await response.json()) as { reference: string }).reference
}

const payments = async (id: string) =>
  (await ledgerEntries(desk.app, id, { moneyOnly: true })).filter((e) => e.kind === 'payment')

async function historyActions(id: string): Promise<string[]> {
  const stay = await desk.app.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
  })
  return (stay.history ?? []).map((line) => line.action)
}

describe('a guest paying on their phone', () => {
  it('the signed webhook posts one ordinary mobile-money payment, which the stay page shows', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    const opened = gateway.transactions.get(reference)
    // The amount is the server's, from the ledger: the ₵200 deposit still due.
    expect(opened).toMatchObject({ amount: 20000, currency: 'GHS', email: 'efua@example.com' })
    expect(opened?.channels).toEqual(['mobile_money'])

    const webhook = await gateway.approve(reference, { network: 'mtn' })
    expect(webhook).toEqual({ status: 200, answer: JSON.stringify({ received: true }) })

    const [entry] = await payments(stay.id)
    expect(entry).toMatchObject({
      kind: 'payment',
      amount: 20000,
      method: 'mobile-money',
      network: 'mtn',
      transactionId: String(opened?.id),
      gatewayReference: reference,
      gatewayFees: 390,
      date: `${day(0)}T00:00:00.000Z`,
      recordedByName: 'Paystack (online)',
      recordedBy: null,
    })
    expect(entry.receipt).toMatch(/^R-\d{6}$/)
    expect(await historyActions(stay.id)).toContain(MESSAGES.onlinePayments.paidHistory)
    const status = await paymentStatus(desk.app, token, reference)
    expect(await status.json()).toEqual({
      status: 'paid',
      amount: 20000,
      receipt: entry.receipt,
      message: MESSAGES.guestPayments.paid(formatPesewas(20000), entry.receipt ?? null),
    })
    const attempt = await attemptOf(desk.app, reference)
    expect(attempt).toMatchObject({
      status: 'paid',
      ledgerEntry: entry.id,
      network: 'mtn',
      fees: 390,
      paidAmount: 20000,
    })
    // Nothing more is due for the deposit now: a second press opens nothing.
    const again = await pressPay(desk.app, token, 'deposit')
    expect(again.status).toBe(409)
    expect(((await again.json()) as Json).message).toBe(MESSAGES.guestPayments.nothingDue)
  })

  it('twenty identical webhooks at once post one payment and one history line', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const { body, signature } = gateway.chargeEvent(reference)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => gateway.postWebhook(body, signature)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(await payments(stay.id)).toHaveLength(1)
    const paidLines = (await historyActions(stay.id)).filter(
      (action) => action === MESSAGES.onlinePayments.paidHistory,
    )
    expect(paidLines).toHaveLength(1)
  })

  it('a webhook and the guest’s return (a verify) arriving together post one payment', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const { body, signature } = gateway.chargeEvent(reference)
    const [webhook, back, status] = await Promise.all([
      gateway.postWebhook(body, signature),
      desk.app.call('GET', `/online-payments/return?reference=${reference}&trxref=${reference}`),
      paymentStatus(desk.app, token, reference),
    ])
    expect(webhook.status).toBe(200)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(
      `http://localhost:3000/stay/${token}?payment=${encodeURIComponent(reference)}`,
    )
    expect(((await status.json()) as Json).status).toBe('paid')
    expect(await payments(stay.id)).toHaveLength(1)
  })

  it('posts once when two instances settle the same payment together', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const { body, signature } = gateway.chargeEvent(reference)
    const { confirmOnlinePayment } =
      await import('@/collections/OnlinePayments/confirmOnlinePayment')
    const { paymentGateway } = await import('@/services/payments')
    const paystack = paymentGateway()
    const reported = await paystack?.verify(reference)
    const second = await startAnotherPayload('onlinePayments-second')
    try {
      const onSecond = async () =>
        confirmOnlinePayment(await createLocalReq({}, second), paystack!, reported!)
      await Promise.all([
        ...Array.from({ length: 5 }, () => gateway.postWebhook(body, signature)),
        ...Array.from({ length: 5 }, onSecond),
      ])
    } finally {
      await second.destroy()
    }
    expect(await payments(stay.id)).toHaveLength(1)
    const paidLines = (await historyActions(stay.id)).filter(
      (action) => action === MESSAGES.onlinePayments.paidHistory,
    )
    expect(paidLines).toHaveLength(1)
  })

  it('dates money paid on a day already closed today, with a note, as the desk does', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const paidLastNight = gateway.transactions.get(reference)
    if (paidLastNight) paidLastNight.paidAt = `${day(-1)}T21:30:00.000Z`
    const close = await desk.app.call('POST', '/bookings/cash-up-close', {
      json: {
        day: day(-1),
        countedCash: 0,
        floatKept: 0,
        momoStatement: { mtn: 0, telecel: 0, airteltigo: 0 },
      },
      cookie: desk.admin,
    })
    expect(close.status).toBe(201)
    const { body, signature } = gateway.chargeEvent(reference)
    expect((await gateway.postWebhook(body, signature)).status).toBe(200)
    expect(await payments(stay.id)).toEqual([
      expect.objectContaining({
        date: `${day(0)}T00:00:00.000Z`,
        note: MESSAGES.onlinePayments.closedDayNote(formatStayDate(day(-1))),
      }),
    ])
  })

  it('refuses unsigned and wrongly signed webhooks (401, nothing changes) and posts a replay once', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const { body, signature } = gateway.chargeEvent(reference)
    const unsigned = await gateway.postWebhook(body, '')
    const forged = gateway.chargeEvent(reference, { tamper: true })
    const wronglySigned = await gateway.postWebhook(forged.body, forged.signature)
    // A body changed after signing: the signature no longer holds over its bytes.
    const altered = await gateway.postWebhook(
      body.replace('"amount":20000', '"amount":2000'),
      signature,
    )
    expect([unsigned.status, wronglySigned.status, altered.status]).toEqual([401, 401, 401])
    expect(await payments(stay.id)).toHaveLength(0)
    expect((await attemptOf(desk.app, reference))?.status).toBe('pending')

    expect((await gateway.postWebhook(body, signature)).status).toBe(200)
    expect((await gateway.postWebhook(body, signature)).status).toBe(200)
    expect(await payments(stay.id)).toHaveLength(1)
  })

  it('answers 200 to a signed event for a reference it does not know, and changes nothing', async () => {
    const before = await desk.app.payload.count({ collection: 'ledger', overrideAccess: true })
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 99, status: 'success', reference: 'NOT-OURS-1', amount: 5000, currency: 'GHS' },
    })
    const answer = await gateway.postWebhook(body, paystackSignature(body, gateway.secretKey))
    expect(answer.status).toBe(200)
    const after = await desk.app.payload.count({ collection: 'ledger', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('refuses a payment of another amount or currency: staff are told, nothing enters the ledger', async () => {
    const cases = [
      {
        amount: 19900,
        outcome: MESSAGES.onlinePayments.wrongAmount(formatPesewas(19900), formatPesewas(20000)),
      },
      { currency: 'NGN', outcome: MESSAGES.onlinePayments.wrongCurrency('NGN') },
    ]
    // Eight a case: three as the request is made and paid, five on what followed.
    expect.assertions(cases.length * 8)
    for (const { outcome, ...reported } of cases) {
      const { stay, token } = await requestWithDeposit()
      const reference = await startDeposit(token)
      const webhook = await gateway.approve(reference, reported)
      expect(webhook?.status).toBe(200)
      expect(await payments(stay.id)).toHaveLength(0)
      expect(await attemptOf(desk.app, reference)).toMatchObject({ status: 'refused', outcome })
      expect(await historyActions(stay.id)).toContain(MESSAGES.onlinePayments.refusedHistory)
      const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
      expect(status.message).toBe(MESSAGES.guestPayments.refusedByHand)
    }
  })

  it('lets the stay page ask after a payment every few seconds while the guest approves', async () => {
    const { token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    const asks = RATE_LIMITS.stayPage.points + 5
    const statuses: number[] = []
    for (let ask = 0; ask < asks; ask += 1) {
      const answer = await desk.app.call(
        'GET',
        `/bookings/stay/${token}/pay/${encodeURIComponent(reference)}`,
        { headers: fromAddress('10.9.9.9') },
      )
      statuses.push(answer.status)
    }
    expect(statuses).toEqual(Array(asks).fill(200))
  })

  it('does not show one stay’s payment on another stay’s page', async () => {
    const first = await requestWithDeposit()
    const second = await requestWithDeposit()
    const reference = await startDeposit(first.token)
    const status = await paymentStatus(desk.app, second.token, reference)
    expect(status.status).toBe(404)
    expect(((await status.json()) as Json).message).toBe(MESSAGES.guestPayments.notFound)
  })

  it('gives back through the gateway a payment for a stay cancelled meanwhile', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    const cancelled = await desk.app.call('POST', `/bookings/${stay.id}/status`, {
      json: { action: 'decline', seenStatus: 'requested' },
      cookie: desk.reception,
    })
    expect(cancelled.status).toBe(200)
    await gateway.approve(reference)
    expect(await payments(stay.id)).toHaveLength(0)
    const attempt = await attemptOf(desk.app, reference)
    expect(attempt).toMatchObject({ status: 'refused', refundStatus: 'pending' })
    expect(attempt?.outcome).toContain('returned through Paystack')
    const transaction = gateway.transactions.get(reference)
    expect(gateway.refunds.filter((r) => r.transaction === transaction?.id)).toEqual([
      expect.objectContaining({ amount: 20000 }),
    ])
    const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
    expect(status.message).toBe(MESSAGES.guestPayments.refusedRefunded(formatPesewas(20000)))
  })

  it('opens one transaction at the gateway however often Pay is pressed', async () => {
    const { token } = await requestWithDeposit()
    const before = gateway.state.calls.filter((c) => c.path === '/transaction/initialize').length
    const together = await Promise.all([1, 2, 3].map(() => pressPay(desk.app, token, 'deposit')))
    const later = await pressPay(desk.app, token, 'deposit')
    const answers = (await Promise.all(
      [...together, later].map((response) => response.json()),
    )) as Array<{ reference: string; redirectUrl: string }>
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1)
    expect(new Set(answers.map((answer) => answer.redirectUrl)).size).toBe(1)
    const after = gateway.state.calls.filter((c) => c.path === '/transaction/initialize').length
    expect(after - before).toBe(1)
  })

  it('gives the gateway an address that reaches no one for a guest who gave none', async () => {
    const { stay, token } = await requestWithDeposit({ email: null })
    const reference = await startDeposit(token)
    expect(gateway.transactions.get(reference)?.email).toBe(
      `${stay.reference?.toLowerCase()}@guests.localhost`,
    )
  })

  it('refuses to open a payment with nothing due, or for a stay that ended', async () => {
    const { token } = await requestWithDeposit()
    const bad = await desk.app.call('POST', `/bookings/stay/${token}/pay`, {
      json: { purpose: 'everything' },
    })
    expect(bad.status).toBe(400)
    const paidUp = await desk.newStay({ email: 'efua@example.com' })
    const paidToken = await stayToken(desk.app, paidUp.id)
    // A confirmed stay at the desk asks no deposit.
    const noDeposit = await pressPay(desk.app, paidToken, 'deposit')
    expect(noDeposit.status).toBe(409)
  })
})

describe('a guest who never comes back', () => {
  async function runChecks(minutesFromNow: number) {
    const { checkOnlinePayments } =
      await import('@/collections/OnlinePayments/jobs/checkOnlinePayments')
    const req = await createLocalReq({}, desk.app.payload)
    return checkOnlinePayments(req, new Date(Date.now() + minutesFromNow * 60_000))
  }

  it('is verified by the job: a payment whose webhook never came is posted', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    await runChecks(1)
    expect((await attemptOf(desk.app, reference))?.status).toBe('pending')
    await runChecks(4)
    expect((await attemptOf(desk.app, reference))?.status).toBe('paid')
    expect(await payments(stay.id)).toHaveLength(1)
  })

  it('finishes a payment whose writer stopped between marking it paid and posting it', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const transaction = gateway.transactions.get(reference)
    const attempt = await attemptOf(desk.app, reference)
    // What the winner of the decision wrote before its instance stopped.
    await desk.app.payload.db.updateOne({
      collection: 'online-payments',
      id: attempt.id,
      data: {
        status: 'paid',
        transactionId: String(transaction?.id),
        network: 'mtn',
        paidAmount: 20000,
        fees: transaction?.fees,
        paidAt: transaction?.paidAt,
        nextCheckAt: null,
        updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
      returning: false,
    })
    expect(await payments(stay.id)).toHaveLength(0)
    await Promise.all([runChecks(0), runChecks(0)])
    const [entry] = await payments(stay.id)
    expect(await payments(stay.id)).toHaveLength(1)
    expect(await attemptOf(desk.app, reference)).toMatchObject({
      status: 'paid',
      ledgerEntry: entry.id,
    })
    const paidLines = (await historyActions(stay.id)).filter(
      (action) => action === MESSAGES.onlinePayments.paidHistory,
    )
    expect(paidLines).toHaveLength(1)
  })

  it('is checked again later, then marked abandoned; a failure is marked failed', async () => {
    const { token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await runChecks(4)
    expect(await attemptOf(desk.app, reference)).toMatchObject({ status: 'pending', checks: 1 })
    await runChecks(16)
    expect(await attemptOf(desk.app, reference)).toMatchObject({ status: 'pending', checks: 2 })
    await runChecks(61)
    expect(await attemptOf(desk.app, reference)).toMatchObject({ status: 'abandoned', checks: 3 })
    const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
    expect(status).toMatchObject({ status: 'abandoned', message: MESSAGES.guestPayments.abandoned })

    const second = await requestWithDeposit()
    const failing = await startDeposit(second.token)
    gateway.settle(failing, 'failed')
    await runChecks(4)
    expect((await attemptOf(desk.app, failing))?.status).toBe('failed')
  })
})

describe('who reads online payments', () => {
  it('records a payment as the gateway’s even when staff signed in on that browser asked', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { webhook: false })
    const status = await desk.app.call(
      'GET',
      `/bookings/stay/${token}/pay/${encodeURIComponent(reference)}`,
      { cookie: desk.admin },
    )
    expect(((await status.json()) as Json).status).toBe('paid')
    expect(await payments(stay.id)).toEqual([
      expect.objectContaining({ recordedBy: null, recordedByName: 'Paystack (online)' }),
    ])
  })

  it('reception’s cash-up shows the online payment under MTN; editors and strangers read none', async () => {
    const { stay, token } = await requestWithDeposit()
    const reference = await startDeposit(token)
    await gateway.approve(reference, { network: 'mtn' })
    const [entry] = await payments(stay.id)

    const cashUp = await desk.app.call('GET', `/bookings/cash-up?day=${day(0)}`, {
      cookie: desk.reception,
    })
    expect(cashUp.status).toBe(200)
    const takings = (await cashUp.json()) as {
      byNetwork: Array<{ key: string; entries: Array<{ id: string }> }>
    }
    const mtn = takings.byNetwork.find((group) => group.key === 'mtn')
    expect(mtn?.entries.map((e) => e.id)).toContain(entry.id)
    const csv = await desk.app.call(
      'GET',
      `/bookings/export?kind=payments&from=${day(0)}&to=${day(0)}`,
      { cookie: desk.reception },
    )
    expect(await csv.text()).toContain(entry.receipt as string)
    const rest = await desk.app.call('GET', `/ledger/${entry.id}`, { cookie: desk.reception })
    expect(rest.status).toBe(200)

    const editor = await desk.app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    for (const cookie of [editor, undefined]) {
      const list = await desk.app.call('GET', '/online-payments', { cookie })
      expect(list.status).toBe(403)
      const ledger = await desk.app.call('GET', `/ledger/${entry.id}`, { cookie })
      expect(ledger.status).toBe(403)
    }
    const staffList = await desk.app.call('GET', '/online-payments?limit=100', {
      cookie: desk.reception,
    })
    expect(((await staffList.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
  })
})
