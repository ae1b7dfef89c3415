import { describe, expect, it } from '@jest/globals'
import {
  bookingMoney,
  receiptText,
  depositShare,
  holdsMoney,
  moneyLine,
  reversalProblem,
  revenueOf,
  stayMoney,
  type LedgerEntryLike,
} from '@/lib/money/ledger'
import { guestDetailChanges } from '@/lib/bookings/changes'
let next = 0
const entry = (kind: string, amount: number, reverses?: string): LedgerEntryLike => ({
  id: `e${++next}`,
  kind,
  amount,
  reverses: reverses ?? null,
})

describe('a stay’s money from its ledger', () => {
  it('adds payments and takes refunds off, in whole pesewas, with the balance and credit', () => {
    const entries = [entry('price', 100000), entry('payment', 1999), entry('payment', 115)]
    expect(stayMoney(100000, entries)).toEqual({
      price: 100000,
      charges: 0,
      due: 100000,
      paid: 2114,
      refunded: 0,
      received: 2114,
      balance: 97886,
      credit: 0,
      depositRequired: 0,
      depositDue: 0,
    })
    const overpaid = [entry('payment', 60000), entry('payment', 50000), entry('refund', 500)]
    expect(stayMoney(100000, overpaid)).toMatchObject({
      paid: 110000,
      refunded: 500,
      received: 109500,
      balance: 0,
      credit: 9500,
    })
  })

  it('a reversal undoes the payment or refund it reverses, and nothing else', () => {
    const payment = entry('payment', 80000)
    const refund = entry('refund', 2000)
    const entries = [
      payment,
      refund,
      entry('reversal', 80000, payment.id as string),
      entry('reversal', 2000, refund.id as string),
      entry('payment', 8000),
    ]
    expect(stayMoney(10000, entries)).toMatchObject({
      paid: 8000,
      refunded: 0,
      received: 8000,
      balance: 2000,
    })
    // The reversed entry read with the reversal (a range holding only the reversal).
    const alone = { ...entry('reversal', 500), reverses: { id: 'gone', kind: 'payment' } }
    expect(revenueOf([alone])).toBe(-500)
    // A reversal whose entry is unknown moves nothing.
    expect(revenueOf([entry('reversal', 500, 'unknown')])).toBe(0)
  })

  it('asks a deposit until what was received meets it; the last deposit set is the one', () => {
    const entries = [entry('deposit', 30000), entry('deposit', 20000), entry('payment', 5000)]
    expect(stayMoney(100000, entries)).toMatchObject({ depositRequired: 20000, depositDue: 15000 })
    entries.push(entry('payment', 15000))
    expect(stayMoney(100000, entries)).toMatchObject({ depositDue: 0, balance: 80000 })
    expect(stayMoney(100000, [entry('deposit', 0)])).toMatchObject({ depositDue: 0 })
    // Never more than the price itself.
    expect(stayMoney(10000, [entry('deposit', 50000)]).depositDue).toBe(10000)
  })

  it('counts each extra charged toward what is due, its reversal takes it off, and no money moves', () => {
    const beers = entry('charge', 5000)
    const laundry = entry('charge', 4000)
    const entries = [
      entry('deposit', 30000),
      entry('payment', 30000),
      beers,
      laundry,
      entry('reversal', 4000, laundry.id as string),
    ]
    expect(stayMoney(30000, entries)).toMatchObject({
      price: 30000,
      charges: 5000,
      due: 35000,
      received: 30000,
      balance: 5000,
      credit: 0,
      depositDue: 0,
    })
    expect(revenueOf(entries)).toBe(30000)
    // A deposit asked beyond the price is met against the extras too, never beyond what is due.
    expect(stayMoney(30000, [entry('deposit', 40000), beers]).depositDue).toBe(35000)
    // Paid for the room and the extras: nothing left; paid more: the excess is credit.
    expect(stayMoney(30000, [...entries, entry('payment', 6000)])).toMatchObject({
      balance: 0,
      credit: 1000,
    })
    expect(stayMoney(30000, entries, 'cancelled')).toMatchObject({ balance: 0, depositDue: 0 })
  })

  it('a cancelled, declined or no-show stay owes nothing, and still shows its money', () => {
    const entries = [entry('deposit', 20000), entry('payment', 5000)]
    for (const status of ['cancelled', 'declined', 'no-show']) {
      expect(stayMoney(100000, entries, status)).toMatchObject({
        received: 5000,
        balance: 0,
        depositDue: 0,
        credit: 0,
      })
    }
    expect(stayMoney(100000, entries, 'confirmed').balance).toBe(95000)
    expect(stayMoney(1000, [entry('payment', 5000)], 'cancelled').credit).toBe(4000)
  })
})

describe('revenue', () => {
  it('is money received less refunds, whatever the stay, exactly to the pesewa', () => {
    const entries = [
      entry('price', 99999),
      entry('deposit', 5000),
      ...Array.from({ length: 1000 }, () => entry('payment', 1)),
      entry('payment', 1999),
      entry('refund', 500),
    ]
    expect(revenueOf(entries)).toBe(1000 + 1999 - 500)
    expect(revenueOf([])).toBe(0)
  })
})

describe('rules of the ledger', () => {
  it('reverses a payment, refund or charge once, never a price or deposit', () => {
    const payment = entry('payment', 100)
    expect(reversalProblem(payment, new Set())).toBeNull()
    expect(reversalProblem(payment, new Set([String(payment.id)]))).toBe('alreadyReversed')
    expect(reversalProblem(entry('price', 100), new Set())).toBe('notMoney')
    const charge = entry('charge', 2500)
    expect(reversalProblem(charge, new Set())).toBeNull()
    expect(reversalProblem(charge, new Set([String(charge.id)]))).toBe('alreadyReversed')
    // A charge took no money in, so undoing it never overdraws what the house holds.
    expect(reversalProblem(charge, new Set(), 0)).toBeNull()
    expect(reversalProblem(null, new Set())).toBe('notFound')
  })

  it('never undoes a payment the house has since given back, but always undoes a refund', () => {
    const payment = entry('payment', 10000)
    const refund = entry('refund', 10000)
    const held = stayMoney(0, [payment, refund]).received
    expect(held).toBe(0)
    expect(reversalProblem(payment, new Set(), held)).toBe('overdraws')
    expect(reversalProblem(refund, new Set(), held)).toBeNull()
    expect(reversalProblem(payment, new Set(), 10000)).toBeNull()
  })

  it('knows a stay that holds money from one that holds only its price and deposit', () => {
    expect(holdsMoney([entry('price', 1), entry('deposit', 1)])).toBe(false)
    expect(holdsMoney([entry('price', 1), entry('refund', 1)])).toBe(true)
    expect(holdsMoney([entry('price', 1), entry('charge', 1)])).toBe(true)
  })

  it('a deposit share rounds up to the pesewa', () => {
    expect(depositShare(33333, 30)).toBe(10000)
    expect(depositShare(100000, 0)).toBe(0)
    expect(depositShare(100000, 150)).toBe(100000)
  })
})

describe('the history’s lines for a change', () => {
  it('names each guest detail changed, before and after, and nothing when only spaces moved', () => {
    const before = { guestName: 'Ama', phone: '0241234567', email: null, guests: 2, note: 'x' }
    expect(
      guestDetailChanges(before, { ...before, guestName: 'Kofi', email: 'k@example.com' }),
    ).toBe('name Ama → Kofi; email (none) → k@example.com')
    expect(guestDetailChanges(before, { ...before, guestName: ' Ama ', guests: 2 })).toBe('')
    expect(guestDetailChanges(before, { ...before, note: 'n'.repeat(100) })).toBe(
      `note x → ${'n'.repeat(59)}…`,
    )
  })
})

describe('a booking’s money as the desk shows it', () => {
  it('reads the price in pesewas and the ledger read with it: credit, balance, nothing due once ended', () => {
    const paid = {
      price: 60000,
      ledger: {
        docs: [
          { id: 'a', kind: 'payment', amount: 25050 },
          { id: 'b', kind: 'payment', amount: 1999 },
          { id: 'c', kind: 'refund', amount: 500 },
          { id: 'd', kind: 'reversal', amount: 500, reverses: 'c' },
        ],
      },
    }
    expect(moneyLine(bookingMoney({ ...paid, status: 'confirmed' }))).toBe('Balance due ₵329.51')
    expect(moneyLine(bookingMoney({ ...paid, status: 'cancelled' }))).toBe('Nothing due')
    expect(moneyLine(bookingMoney({ ...paid, price: 25000, status: 'completed' }))).toBe(
      'Credit ₵20.49',
    )
    expect(bookingMoney({ price: 13993, ledger: null }).balance).toBe(13993)
    // Read shallow, the entries are ids: they carry no amount and count as nothing.
    expect(bookingMoney({ price: 1000, ledger: { docs: ['a', 'b'] } }).balance).toBe(1000)
  })

  it('numbers receipts R-000001 on', () => {
    expect([receiptText(1), receiptText(123), receiptText(1_234_567)]).toEqual([
      'R-000001',
      'R-000123',
      'R-1234567',
    ])
  })
})
