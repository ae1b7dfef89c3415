import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { paystackSignature } from '../helpers/paystackGateway.mjs'
import { errorMessage, ledgerEntries, moneyDesk, recordMoney } from '../helpers/fixtures/money'
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
// Stays spaced a week apart, so a test's two requests for the same nights share them with no other.
const desk = moneyDesk('onlinePaymentRefunds', { guestName: 'Kofi Asante', gap: 7 })
beforeAll(async () => {
  door = await webhookDoor(desk.app)
  gateway.state.webhookUrl = door.url
  await instantBooking(true)
}, 60_000)
afterAll(async () => {
  await door?.close()
  await stopGatewayForApp(gateway)
})

type Json = Record<string, unknown>

async function instantBooking(on: boolean) {
  const { demoSiteSettings } = await import('@/seed')
  await desk.app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), instantBooking: on },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Two requests for the same nights of the same room, each asking a ₵200 deposit. */
async function twoRequestsForOneNight(): Promise<[Booking, Booking]> {
  const nights = desk.nextStay()
  const make = async () => {
    const stay = await desk.newStay({
      ...nights,
      status: 'requested',
      source: 'website',
      email: 'kofi@example.com',
    })
    const deposit = await desk.app.call('POST', `/bookings/${stay.id}/deposit`, {
      json: { amount: '200', reason: 'House rule' },
      cookie: desk.admin,
    })
    expect(deposit.status).toBe(200)
    return stay
  }
  return [await make(), await make()]
}

async function payDeposit(stay: Booking, webhook = true) {
  const token = await stayToken(desk.app, stay.id)
  const response = await pressPay(desk.app, token, 'deposit')
  expect(response.status).toBe(200)
  const { reference } = (await response.json()) as { reference: string }
  await gateway.approve(reference, { webhook })
  return { token, reference }
}

const confirmAtDesk = (stay: Booking) =>
  desk.app.call('POST', `/bookings/${stay.id}/status`, {
    json: { action: 'confirm', seenStatus: 'requested' },
    cookie: desk.reception,
  })

async function statusOf(stay: Booking) {
  const read = await desk.app.payload.findByID({
    collection: 'bookings',
    id: stay.id,
    depth: 0,
    overrideAccess: true,
  })
  return read
}

async function queuedJobs(task: string, bookingOrAttempt: string) {
  const jobs = await desk.app.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: task } },
    pagination: false,
    overrideAccess: true,
  })
  return jobs.docs.filter((job) => Object.values(job.input ?? {}).includes(bookingOrAttempt))
}

const refundsOf = (reference: string) => {
  const transaction = gateway.transactions.get(reference)
  return gateway.refunds.filter((refund) => refund.transaction === transaction?.id)
}

describe('instant booking', () => {
  it('confirms a request the moment its deposit is paid, and sends the desk’s confirmation', async () => {
    const [stay] = await twoRequestsForOneNight()
    await payDeposit(stay)
    expect((await statusOf(stay)).status).toBe('confirmed')
    const sent = await queuedJobs('sendBookingEmail', String(stay.id))
    expect(sent.map((job) => (job.input as Json).about)).toContain('confirmed')
  })

  it('racing a desk confirmation of another stay for the same night: one stay holds it, the loser’s deposit goes back', async () => {
    const [paying, other] = await twoRequestsForOneNight()
    const { token, reference } = await payDeposit(paying, false)
    const { body, signature } = gateway.chargeEvent(reference)
    const [webhook, deskAnswer] = await Promise.all([
      gateway.postWebhook(body, signature),
      confirmAtDesk(other),
    ])
    expect(webhook.status).toBe(200)
    const statuses = [(await statusOf(paying)).status, (await statusOf(other)).status]
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(1)
    const payingWon = statuses[0] === 'confirmed'
    expect(deskAnswer.status).toBe(payingWon ? 409 : 200)
    expect(refundsOf(reference)).toHaveLength(payingWon ? 0 : 1)
    const refunds = (await ledgerEntries(desk.app, paying.id)).filter((e) => e.kind === 'refund')
    expect(refunds).toHaveLength(payingWon ? 0 : 1)
    const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
    expect(status.message).toBe(
      payingWon
        ? MESSAGES.guestPayments.paid(formatPesewas(20000), status.receipt as string)
        : MESSAGES.guestPayments.nightsTakenRefunded(formatPesewas(20000)),
    )
  })

  it('gives the deposit back through the gateway when the nights were taken, and tells the guest', async () => {
    const [paying, other] = await twoRequestsForOneNight()
    expect((await confirmAtDesk(other)).status).toBe(200)
    const { token, reference } = await payDeposit(paying)
    expect((await statusOf(paying)).status).toBe('requested')
    const [refund] = refundsOf(reference)
    expect(refund).toMatchObject({ amount: 20000 })
    const entries = await ledgerEntries(desk.app, paying.id, { moneyOnly: true })
    expect(entries.map((e) => [e.kind, e.amount, e.gatewayReference])).toEqual([
      ['payment', 20000, reference],
      ['refund', 20000, `refund:${refund.id}`],
    ])
    expect(entries[1]).toMatchObject({
      method: 'mobile-money',
      network: 'mtn',
      transactionId: entries[0].transactionId,
      recordedByName: 'Paystack (online)',
    })
    const attempt = await attemptOf(desk.app, reference)
    expect(attempt).toMatchObject({ status: 'paid', refundId: String(refund.id) })
    expect(await queuedJobs('sendOnlinePaymentEmail', String(attempt?.id))).toHaveLength(1)
    const sent: Array<{ to?: unknown; subject?: string; text?: string }> = []
    const { payload } = desk.app
    const sendEmail = payload.sendEmail.bind(payload)
    payload.sendEmail = (message) => {
      sent.push(message as (typeof sent)[number])
      return sendEmail(message)
    }
    try {
      await payload.jobs.run({ limit: 100 })
    } finally {
      payload.sendEmail = sendEmail
    }
    expect(sent.filter((mail) => mail.subject?.includes(String(paying.reference)))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: 'kofi@example.com',
          subject: MESSAGES.guestPayments.nightsTakenSubject(String(paying.reference)),
          text: MESSAGES.guestPayments.nightsTakenRefunded(formatPesewas(20000)),
        }),
      ]),
    )
    const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
    expect(status.message).toBe(MESSAGES.guestPayments.nightsTakenRefunded(formatPesewas(20000)))
    expect((await statusOf(paying)).depositPaidOnlineAt).toBeFalsy()
  })

  it('shows staff on Today the amount to return when the gateway refuses the refund', async () => {
    const [paying, other] = await twoRequestsForOneNight()
    expect((await confirmAtDesk(other)).status).toBe(200)
    gateway.state.refundFails = true
    try {
      const { token, reference } = await payDeposit(paying)
      const entries = await ledgerEntries(desk.app, paying.id, { moneyOnly: true })
      expect(entries.map((e) => e.kind)).toEqual(['payment'])
      const today = await desk.app.call('GET', '/bookings/today', { cookie: desk.reception })
      const { paymentsToSettle } = (await today.json()) as {
        paymentsToSettle: Array<{ reference: string; amount: number; outcome: string }>
      }
      const listed = paymentsToSettle.find((each) => each.reference === reference)
      expect(listed?.amount).toBe(20000)
      expect(listed?.outcome).toContain(
        MESSAGES.onlinePayments.refundToMake(
          formatPesewas(20000),
          'Refund cannot be processed at the moment',
        ),
      )
      const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
      expect(status.message).toBe(MESSAGES.guestPayments.nightsTakenByHand(formatPesewas(20000)))
    } finally {
      gateway.state.refundFails = false
    }
  })
})

describe('refunds at the desk through the gateway', () => {
  it('gives back part of an online payment, then the rest, and refuses more', async () => {
    const stay = await desk.newStay({ email: 'kofi@example.com' })
    const token = await stayToken(desk.app, stay.id)
    const pay = await pressPay(desk.app, token, 'balance')
    const { reference } = (await pay.json()) as { reference: string }
    await gateway.approve(reference, { network: 'telecel' })
    const [payment] = await ledgerEntries(desk.app, stay.id, { moneyOnly: true })
    expect(payment).toMatchObject({ amount: 100000, network: 'telecel' })
    const refundBody = (amount: string) => ({
      kind: 'refund',
      amount,
      reason: 'Left a night early',
      method: 'mobile-money',
      throughGateway: true,
      refunds: payment.id,
    })

    const part = await recordMoney(desk.app, stay.id, refundBody('300'), desk.reception)
    expect(part.status).toBe(201)
    const tooMuch = await recordMoney(desk.app, stay.id, refundBody('800'), desk.reception)
    expect(tooMuch.status).toBe(409)
    expect(await errorMessage(tooMuch)).toBe(
      MESSAGES.onlinePayments.refundTooHigh(formatPesewas(70000)),
    )
    const rest = await recordMoney(desk.app, stay.id, refundBody('700'), desk.reception)
    expect(rest.status).toBe(201)
    const more = await recordMoney(desk.app, stay.id, refundBody('1'), desk.reception)
    expect(more.status).toBe(409)

    expect(refundsOf(reference).map((refund) => refund.amount)).toEqual([30000, 70000])
    const refunds = (await ledgerEntries(desk.app, stay.id)).filter((e) => e.kind === 'refund')
    expect(refunds.map((e) => [e.amount, e.gatewayReference, e.network, e.transactionId])).toEqual(
      refundsOf(reference).map((refund) => [
        refund.amount,
        `refund:${refund.id}`,
        'telecel',
        payment.transactionId,
      ]),
    )
    expect(refunds.every((e) => e.recordedByName === 'Front Desk')).toBe(true)
  })

  it('undoes a refund the gateway reports failed after taking it, once, and shows it on Today', async () => {
    const stay = await desk.newStay({ email: 'kofi@example.com' })
    const token = await stayToken(desk.app, stay.id)
    const pay = await pressPay(desk.app, token, 'balance')
    const { reference } = (await pay.json()) as { reference: string }
    await gateway.approve(reference)
    const [payment] = await ledgerEntries(desk.app, stay.id, { moneyOnly: true })
    const given = await recordMoney(
      desk.app,
      stay.id,
      {
        kind: 'refund',
        amount: '250',
        reason: 'Overpaid',
        method: 'mobile-money',
        throughGateway: true,
        refunds: payment.id,
      },
      desk.reception,
    )
    expect(given.status).toBe(201)
    const [refund] = refundsOf(reference)
    const body = JSON.stringify({
      event: 'refund.failed',
      data: {
        status: 'failed',
        transaction_reference: reference,
        // The processor's reference, not the id the refund call answered: the refund is found
        // by its transaction and amount.
        refund_reference: `PRC-${refund.id}`,
        amount: 25000,
        currency: 'GHS',
      },
    })
    const signature = paystackSignature(body, gateway.secretKey)
    const answers = await Promise.all([1, 2, 3].map(() => gateway.postWebhook(body, signature)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const entries = await ledgerEntries(desk.app, stay.id, { moneyOnly: true })
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['payment', 100000],
      ['refund', 25000],
      ['reversal', 25000],
    ])
    const today = await desk.app.call('GET', '/bookings/today', { cookie: desk.reception })
    const { paymentsToSettle } = (await today.json()) as {
      paymentsToSettle: Array<{ reference: string; outcome: string }>
    }
    expect(paymentsToSettle.find((each) => each.reference === reference)?.outcome).toBe(
      MESSAGES.onlinePayments.refundToMake(
        formatPesewas(25000),
        MESSAGES.onlinePayments.refundFailedLater,
      ),
    )
  })

  it('writes nothing when the gateway refuses the refund, and says why', async () => {
    const stay = await desk.newStay({ email: 'kofi@example.com' })
    const token = await stayToken(desk.app, stay.id)
    const pay = await pressPay(desk.app, token, 'balance')
    const { reference } = (await pay.json()) as { reference: string }
    await gateway.approve(reference)
    const [payment] = await ledgerEntries(desk.app, stay.id, { moneyOnly: true })
    gateway.state.refundFails = true
    try {
      const refused = await recordMoney(
        desk.app,
        stay.id,
        {
          kind: 'refund',
          amount: '100',
          reason: 'Overpaid',
          method: 'mobile-money',
          throughGateway: true,
          refunds: payment.id,
        },
        desk.reception,
      )
      expect(refused.status).toBe(409)
      expect(await errorMessage(refused)).toBe(
        MESSAGES.onlinePayments.gatewayRefused('Refund cannot be processed at the moment'),
      )
    } finally {
      gateway.state.refundFails = false
    }
    expect(
      (await ledgerEntries(desk.app, stay.id, { moneyOnly: true })).map((e) => e.kind),
    ).toEqual(['payment'])
    // A cash payment is no gateway's to give back.
    const cash = await recordMoney(desk.app, stay.id, { amount: '50' }, desk.reception)
    const cashEntry = ((await cash.json()) as { entry: { id: string } }).entry
    const notOnline = await recordMoney(
      desk.app,
      stay.id,
      {
        kind: 'refund',
        amount: '50',
        reason: 'Overpaid',
        method: 'mobile-money',
        throughGateway: true,
        refunds: cashEntry.id,
      },
      desk.reception,
    )
    expect(notOnline.status).toBe(400)
    expect(await errorMessage(notOnline)).toBe(MESSAGES.onlinePayments.refundsNotGateway)
  })
})

describe('with instant booking off', () => {
  it('a paid request waits for staff as "deposit paid", and the expiry leaves it', async () => {
    await instantBooking(false)
    const [paid, unpaid] = await twoRequestsForOneNight()
    await payDeposit(paid)
    expect(await statusOf(paid)).toMatchObject({ status: 'requested' })
    expect((await statusOf(paid)).depositPaidOnlineAt).toBeTruthy()
    const today = await desk.app.call('GET', '/bookings/today', { cookie: desk.reception })
    const listed = JSON.stringify(await today.json())
    expect(listed).toContain('depositPaidOnlineAt')

    const { expireRequests } = await import('@/collections/Bookings/jobs/expireRequests')
    const req = await createLocalReq({}, desk.app.payload)
    await expireRequests(req, Date.now() + 100 * 3_600_000)
    expect((await statusOf(paid)).status).toBe('requested')
    expect((await statusOf(unpaid)).status).toBe('declined')
  })

  it('gives back a deposit that came the moment its request was declined', async () => {
    await instantBooking(false)
    const [stay] = await twoRequestsForOneNight()
    const { token, reference } = await payDeposit(stay)
    const declined = await desk.app.call('POST', `/bookings/${stay.id}/status`, {
      json: { action: 'decline', seenStatus: 'requested' },
      cookie: desk.reception,
    })
    expect(declined.status).toBe(200)
    // The step after the posting, as it runs when it read the request still waiting just before
    // the desk declined it.
    const { afterDepositPaid } = await import('@/collections/OnlinePayments/instantBooking')
    const { paymentGateway } = await import('@/services/payments')
    const [entry] = await ledgerEntries(desk.app, stay.id, { moneyOnly: true })
    const attempt = await attemptOf(desk.app, reference)
    const seen = { ...(await statusOf(stay)), status: 'requested' as const }
    const req = await createLocalReq({}, desk.app.payload)
    await afterDepositPaid(req, paymentGateway()!, attempt, seen, entry)

    const entries = await ledgerEntries(desk.app, stay.id, { moneyOnly: true })
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['payment', 20000],
      ['refund', 20000],
    ])
    expect(refundsOf(reference)).toHaveLength(1)
    expect(await attemptOf(desk.app, reference)).toMatchObject({ status: 'refused' })
    const status = (await (await paymentStatus(desk.app, token, reference)).json()) as Json
    expect(status.message).toBe(MESSAGES.guestPayments.refusedRefunded(formatPesewas(20000)))
  })
})
