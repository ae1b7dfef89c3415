import { describe, expect, it } from '@jest/globals'

import { actionDetail } from '@/collections/Bookings/hooks/checkBooking/statusStep'
import { priceLine, stayMoved } from '@/collections/Bookings/hooks/checkBooking/stayChanges'
import { MESSAGES } from '@/lib/messages'

import { day } from '../../helpers/fixtures/dates'

describe('a write moves a stay', () => {
  const stay = {
    checkIn: `${day(3)}T12:00:00.000Z`,
    checkOut: `${day(5)}T12:00:00.000Z`,
    room: 'r1',
  }

  it('when it is new, or has other days or another room', () => {
    expect(stayMoved(undefined, stay)).toBe(true)
    expect(stayMoved(stay, { ...stay, checkOut: `${day(6)}T12:00:00.000Z` })).toBe(true)
    expect(stayMoved(stay, { ...stay, room: 'r2' })).toBe(true)
  })

  it('not when only the hour of a day changes, or the room is read populated', () => {
    expect(stayMoved(stay, { ...stay, checkIn: `${day(3)}T00:00:00.000Z` })).toBe(false)
    expect(stayMoved(stay, { ...stay, room: { id: 'r1' } as never })).toBe(false)
  })
})

describe("an update's price line", () => {
  it('says a change and why: by hand, re-quoted by the rates, or by hand unexplained', () => {
    expect(priceLine(40_000, 45_000, { byHand: true, reason: 'Regular guest' })).toEqual({
      action: 'Price changed',
      detail: '₵400 → ₵450: Regular guest',
      reason: 'Regular guest',
    })
    expect(priceLine(40_000, 45_000, { byHand: false, reason: '' })).toEqual({
      action: 'Price changed',
      detail: '₵400 → ₵450',
      reason: MESSAGES.ledger.priceRequoted,
    })
    expect(priceLine(40_000, 45_000, undefined)?.reason).toBe(MESSAGES.ledger.priceByHand)
  })

  it('says a price kept by hand, and nothing when the price stands unsettled by hand', () => {
    expect(priceLine(40_000, 40_000, { byHand: true, reason: 'Agreed' })).toEqual({
      action: 'Price kept',
      detail: '₵400: Agreed',
      reason: 'Agreed',
    })
    expect(priceLine(40_000, 40_000, { byHand: false, reason: '' })).toBeNull()
    expect(priceLine(40_000, 40_000, undefined)).toBeNull()
  })
})

describe("a status step's detail", () => {
  it('names a balance left due and an early arrival, or nothing', () => {
    expect(actionDetail(0, null)).toBe('')
    expect(actionDetail(5_000, 'Flight landed early')).toBe(
      'Left with ₵50 due; Before the arrival day: Flight landed early',
    )
  })
})
