import { describe, expect, it } from '@jest/globals'

import { refundableThroughGateway, type GatewayEntryLike } from '@/lib/money/gatewayRefunds'

const gatewayPayment = (id: string, amount: number, transactionId: string): GatewayEntryLike => ({
  id,
  kind: 'payment',
  amount,
  gatewayReference: `GH-${id}`,
  transactionId,
})

describe('refundableThroughGateway', () => {
  it('lists only payments the gateway took, with all of each still to give back', () => {
    const cash: GatewayEntryLike = { id: 'c', kind: 'payment', amount: 5_000 }
    const typedMomo: GatewayEntryLike = {
      id: 'm',
      kind: 'payment',
      amount: 7_000,
      transactionId: 'MP1',
    }
    const online = gatewayPayment('g', 45_000, '4099')
    expect(refundableThroughGateway([cash, typedMomo, online])).toEqual([
      { payment: online, left: 45_000 },
    ])
  })

  it('takes off what the gateway already gave back, and leaves out a payment given back whole', () => {
    const first = gatewayPayment('g1', 45_000, '4099')
    const second = gatewayPayment('g2', 20_000, '5100')
    const partly: GatewayEntryLike = {
      id: 'r1',
      kind: 'refund',
      amount: 10_000,
      gatewayReference: 'refund:77',
      transactionId: '4099',
    }
    const whole: GatewayEntryLike = {
      id: 'r2',
      kind: 'refund',
      amount: 20_000,
      gatewayReference: 'refund:78',
      transactionId: '5100',
    }
    // A refund given in cash at the desk does not count against the gateway's payment.
    const cashBack: GatewayEntryLike = { id: 'r3', kind: 'refund', amount: 1_000 }
    expect(refundableThroughGateway([first, second, partly, whole, cashBack])).toEqual([
      { payment: first, left: 35_000 },
    ])
  })

  it('leaves out a reversed payment, and counts no reversed refund', () => {
    const reversedPayment = gatewayPayment('g1', 45_000, '4099')
    const kept = gatewayPayment('g2', 20_000, '5100')
    const undoneRefund: GatewayEntryLike = {
      id: 'r1',
      kind: 'refund',
      amount: 20_000,
      gatewayReference: 'refund:9',
      transactionId: '5100',
    }
    const entries: GatewayEntryLike[] = [
      reversedPayment,
      kept,
      undoneRefund,
      { id: 'x1', kind: 'reversal', amount: 45_000, reverses: 'g1' },
      { id: 'x2', kind: 'reversal', amount: 20_000, reverses: { id: 'r1', kind: 'refund' } },
    ]
    expect(refundableThroughGateway(entries)).toEqual([{ payment: kept, left: 20_000 }])
  })
})
