import { describe, expect, it } from '@jest/globals'

import {
  DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT,
  deadlineText,
  depositDaysBeforeArrival,
  depositDueBy,
  depositLine,
  depositSentence,
  type DepositStay,
} from '@/lib/money/depositDeadline'
import { requestLapsesAt } from '@/lib/bookings/expiry'
import { stayMoney } from '@/lib/money/ledger'

/** Noon on 7 December 2026 in Ghana (GMT all year). */
const NOW = Date.UTC(2026, 11, 7, 12, 0)
const terms = { requestExpiryHours: 48, depositDaysBeforeArrival: 3 }

const stay = (over: Partial<DepositStay>): DepositStay => ({
  status: 'confirmed',
  checkIn: '2026-12-20T00:00:00.000Z',
  createdAt: '2026-12-07T09:15:00.000Z',
  statusChangedAt: null,
  depositDue: 45_000,
  ...over,
})

describe('when a stay’s deposit is due (depositDueBy)', () => {
  it('a request’s is due when it lapses unanswered: the request wait after it was made', () => {
    expect(depositDueBy(stay({ status: 'requested' }), terms, NOW)).toEqual({
      amount: 45_000,
      day: '2026-12-09',
      time: '09:15',
      late: false,
    })
  })

  it('a request brought back waits a full period again, and its deposit with it', () => {
    const brought = stay({ status: 'requested', statusChangedAt: '2026-12-08T18:40:00.000Z' })
    expect(depositDueBy(brought, terms, NOW)).toMatchObject({ day: '2026-12-10', time: '18:40' })
    expect(requestLapsesAt(brought, 48)).toBe(Date.UTC(2026, 11, 10, 18, 40))
  })

  it('a request follows the owner’s wait, and the default wait when none is set', () => {
    const request = stay({ status: 'requested' })
    expect(depositDueBy(request, { requestExpiryHours: 6 }, NOW)).toMatchObject({
      day: '2026-12-07',
      time: '15:15',
    })
    expect(depositDueBy(request, {}, NOW)).toMatchObject({ day: '2026-12-09', time: '09:15' })
  })

  it('a request for tomorrow is due by the arrival day, never after it', () => {
    const tomorrow = stay({ status: 'requested', checkIn: '2026-12-08T00:00:00.000Z' })
    expect(depositDueBy(tomorrow, terms, NOW)).toEqual({
      amount: 45_000,
      day: '2026-12-08',
      time: null,
      late: false,
    })
  })

  it('a request lapsing on its arrival day is due when it lapses, earlier that day', () => {
    const sameDay = stay({ status: 'requested', checkIn: '2026-12-09' })
    expect(depositDueBy(sameDay, terms, NOW)).toMatchObject({ day: '2026-12-09', time: '09:15' })
  })

  it('a request that has lapsed says its deposit is late', () => {
    const lapsed = stay({ status: 'requested', createdAt: '2026-12-05T11:59:00.000Z' })
    expect(depositDueBy(lapsed, terms, NOW)).toMatchObject({
      day: '2026-12-07',
      time: '11:59',
      late: true,
    })
  })

  it('a confirmed stay’s is due the owner’s number of days before arrival', () => {
    expect(depositDueBy(stay({}), terms, NOW)).toEqual({
      amount: 45_000,
      day: '2026-12-17',
      time: null,
      late: false,
    })
    expect(depositDueBy(stay({}), { depositDaysBeforeArrival: 10 }, NOW)).toMatchObject({
      day: '2026-12-10',
    })
    expect(depositDueBy(stay({}), {}, NOW)).toMatchObject({
      day: `2026-12-${20 - DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT}`,
    })
  })

  it('a stay confirmed later than that still gets until the next day', () => {
    const late = stay({ checkIn: '2026-12-10', statusChangedAt: '2026-12-07T16:00:00.000Z' })
    expect(depositDueBy(late, terms, NOW)).toMatchObject({ day: '2026-12-08', late: false })
  })

  it('a stay arriving tomorrow is due by tomorrow, one arriving today by today', () => {
    const tomorrow = stay({ checkIn: '2026-12-08' })
    expect(depositDueBy(tomorrow, terms, NOW)).toEqual({
      amount: 45_000,
      day: '2026-12-08',
      time: null,
      late: false,
    })
    const today = stay({ checkIn: '2026-12-07' })
    expect(depositDueBy(today, terms, NOW)).toMatchObject({ day: '2026-12-07', late: false })
    expect(depositDueBy(today, { depositDaysBeforeArrival: 0 }, NOW)).toMatchObject({
      day: '2026-12-07',
    })
  })

  it('a stay whose arrival has passed unpaid is late, due by the arrival day', () => {
    const passed = stay({ checkIn: '2026-12-05', createdAt: '2026-11-01T08:00:00.000Z' })
    expect(depositDueBy(passed, terms, NOW)).toEqual({
      amount: 45_000,
      day: '2026-12-02',
      time: null,
      late: true,
    })
    const confirmedLate = stay({ checkIn: '2026-12-05', createdAt: '2026-12-04T08:00:00.000Z' })
    expect(depositDueBy(confirmedLate, terms, NOW)).toMatchObject({
      day: '2026-12-05',
      late: true,
    })
  })

  it('is never due when no deposit is asked', () => {
    expect(depositDueBy(stay({ depositDue: 0 }), terms, NOW)).toBeNull()
    expect(depositDueBy(stay({ status: 'requested', depositDue: 0 }), terms, NOW)).toBeNull()
  })

  it('is due no more once paid, and a deposit paid in part asks the rest', () => {
    const deposit = { id: 'd', kind: 'deposit', amount: 45_000 }
    const paid = (amount: number) =>
      stayMoney(90_000, [deposit, { id: 'p', kind: 'payment', amount }], 'confirmed').depositDue
    expect(depositDueBy(stay({ depositDue: paid(45_000) }), terms, NOW)).toBeNull()
    expect(
      depositDueBy(stay({ status: 'requested', depositDue: paid(50_000) }), terms, NOW),
    ).toBeNull()
    expect(depositDueBy(stay({ depositDue: paid(30_000) }), terms, NOW)?.amount).toBe(15_000)
  })

  it.each(['checked-in', 'completed', 'cancelled', 'declined', 'no-show'])(
    'a stay %s waits on no deposit',
    (status) => {
      expect(depositDueBy(stay({ status }), terms, NOW)).toBeNull()
    },
  )
})

describe('the deposit as the guest reads it', () => {
  it('names the day, and the time when a request lapses at one', () => {
    expect(deadlineText({ day: '2026-12-17', time: null })).toBe('Thu, 17 Dec 2026')
    expect(deadlineText({ day: '2026-12-09', time: '09:15' })).toBe('09:15 on Wed, 9 Dec 2026')
  })

  it('says the amount and the deadline, and that it is late once passed', () => {
    const due = { amount: 45_000, day: '2026-12-17', time: null, late: false }
    expect(depositLine(due)).toBe('Deposit due ₵450 by Thu, 17 Dec 2026')
    expect(depositLine({ ...due, late: true })).toBe(
      'Deposit due ₵450: it was due by Thu, 17 Dec 2026',
    )
    expect(depositSentence(due)).toBe('The deposit of ₵450 is due by Thu, 17 Dec 2026.')
    expect(depositSentence(null)).toBe('')
  })

  it('reads the owner’s days as whole days in bounds, the default when unset', () => {
    expect(depositDaysBeforeArrival(null)).toBe(DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT)
    expect(depositDaysBeforeArrival(Number.NaN)).toBe(DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT)
    expect(depositDaysBeforeArrival(-2)).toBe(0)
    expect(depositDaysBeforeArrival(2.6)).toBe(3)
    expect(depositDaysBeforeArrival(999)).toBe(60)
  })
})
