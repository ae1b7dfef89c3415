import { createHmac } from 'node:crypto'

import { describe, expect, it } from '@jest/globals'

import { networkOf, paymentOf, paystack, signatureHolds } from '@/services/payments/paystack'

const SECRET = 'sk_test_unit'
const sign = (body: string, key = SECRET) =>
  createHmac('sha512', key).update(body, 'utf8').digest('hex')

/** A transaction as Paystack's verify call and `charge.success` carry it (abridged). */
const transaction = {
  id: 4100000007,
  status: 'success',
  reference: 'RP-4K7Q-0a1b2c3d4e5f6a7b',
  amount: 45000,
  currency: 'GHS',
  channel: 'mobile_money',
  fees: 878,
  paid_at: '2026-12-07T09:15:00.000Z',
  authorization: { channel: 'mobile_money', bank: 'MTN Mobile Money', brand: 'Mtn mobile money' },
}

describe('Paystack, as the house reads it', () => {
  it('holds a signature only when it is the HMAC-SHA512 of the exact raw body', () => {
    const body = JSON.stringify({ event: 'charge.success', data: transaction })
    expect(signatureHolds(body, sign(body), SECRET)).toBe(true)
    expect(signatureHolds(body, sign(body).toUpperCase(), SECRET)).toBe(true)
    // Another key, a changed byte, re-serialised JSON, or no signature at all.
    expect(signatureHolds(body, sign(body, 'sk_test_other'), SECRET)).toBe(false)
    expect(signatureHolds(`${body} `, sign(body), SECRET)).toBe(false)
    expect(signatureHolds(JSON.stringify(JSON.parse(body), null, 2), sign(body), SECRET)).toBe(
      false,
    )
    expect(signatureHolds(body, null, SECRET)).toBe(false)
    expect(signatureHolds(body, '', SECRET)).toBe(false)
    expect(signatureHolds(body, 'not-hex', SECRET)).toBe(false)
    expect(signatureHolds(body, sign(body).slice(0, 64), SECRET)).toBe(false)
  })

  it('names the network from the wallet, Vodafone Cash as Telecel', () => {
    expect(networkOf('MTN Mobile Money')).toBe('mtn')
    expect(networkOf('Vodafone Cash')).toBe('telecel')
    expect(networkOf('Telecel Cash')).toBe('telecel')
    expect(networkOf('AirtelTigo Money')).toBe('airteltigo')
    expect(networkOf('Tigo Cash')).toBe('airteltigo')
    expect(networkOf('Visa')).toBeNull()
    expect(networkOf(null)).toBeNull()
  })

  it('reads a transaction into the house’s shape', () => {
    expect(paymentOf(transaction)).toEqual({
      reference: 'RP-4K7Q-0a1b2c3d4e5f6a7b',
      status: 'success',
      amount: 45000,
      currency: 'GHS',
      transactionId: '4100000007',
      network: 'mtn',
      fees: 878,
      paidAt: '2026-12-07T09:15:00.000Z',
    })
    // Amounts sent as text, a card payment, a transaction still open or reversed.
    expect(paymentOf({ ...transaction, amount: '45000', fees: null })).toMatchObject({
      amount: 45000,
      fees: null,
    })
    expect(
      paymentOf({ ...transaction, channel: 'card', authorization: { channel: 'card' } }).network,
    ).toBeNull()
    expect(paymentOf({ ...transaction, status: 'ongoing', paid_at: null })).toMatchObject({
      status: 'pending',
      paidAt: null,
    })
    expect(paymentOf({ ...transaction, status: 'reversed' }).status).toBe('failed')
    expect(paymentOf({ ...transaction, status: 'abandoned' }).status).toBe('abandoned')
    expect(paymentOf({ ...transaction, amount: 'lots' }).amount).toBe(-1)
    expect(paymentOf({ ...transaction, currency: 'ghs' }).currency).toBe('GHS')
  })

  it('reads a webhook only when its signature holds', () => {
    const gateway = paystack({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:1' })
    const body = JSON.stringify({ event: 'charge.success', data: transaction })
    const signed = new Headers({ 'x-paystack-signature': sign(body) })
    expect(gateway.readWebhook(body, signed)).toEqual({
      kind: 'payment',
      payment: paymentOf(transaction),
    })
    expect(gateway.readWebhook(body, new Headers())).toBeNull()
    const refunded = JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: transaction.reference,
        refund_reference: 'PRC-77',
        amount: 20000,
      },
    })
    expect(
      gateway.readWebhook(refunded, new Headers({ 'x-paystack-signature': sign(refunded) })),
    ).toEqual({
      kind: 'refund',
      refundId: 'PRC-77',
      transactionReference: transaction.reference,
      status: 'processed',
      amount: 20000,
    })
    const other = JSON.stringify({ event: 'transfer.success', data: {} })
    expect(
      gateway.readWebhook(other, new Headers({ 'x-paystack-signature': sign(other) })),
    ).toEqual({ kind: 'other', name: 'transfer.success' })
  })
})
