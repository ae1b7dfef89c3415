import { describe, expect, it } from '@jest/globals'
import { handPriceProblem } from '@/lib/money/handPrice'
import { heldToMinStay } from '@/lib/bookings/minStay'
import { isCalendarDay } from '@/lib/dates'

const ask = (change: Partial<Parameters<typeof handPriceProblem>[0]>) =>
  handPriceProblem({
    price: 36000,
    quoted: 40000,
    admin: false,
    receptionCutMax: 0,
    reason: 'Regular guest',
    ...change,
  })

describe('a price other than the rates’', () => {
  it('is an admin’s when the owner lets reception take nothing off', () => {
    expect(ask({})).toBe('adminsOnly')
    expect(ask({ admin: true })).toBeNull()
  })

  it('is reception’s within the owner’s limit, never above the rates', () => {
    expect(ask({ receptionCutMax: 4000 })).toBeNull()
    expect(ask({ receptionCutMax: 3999 })).toBe('cutTooLarge')
    expect(ask({ receptionCutMax: 4000, price: 40001 })).toBe('cutTooLarge')
    expect(ask({ admin: true, price: 90000 })).toBeNull()
  })

  it('always comes with a reason, from an admin too', () => {
    expect(ask({ admin: true, reason: '  ' })).toBe('reason')
    expect(ask({ receptionCutMax: 4000, reason: '' })).toBe('reason')
  })
})

describe('a season’s minimum stay', () => {
  const stay = { roomId: 'r1', checkIn: '2026-12-24', checkOut: '2026-12-27' }

  it('holds a stay being made, and a stay not yet started', () => {
    expect(heldToMinStay(undefined, stay)).toBe(true)
    expect(
      heldToMinStay({ ...stay, status: 'confirmed' }, { ...stay, checkOut: '2026-12-25' }),
    ).toBe(true)
  })

  it('does not hold a guest in the house leaving early from the same room', () => {
    const inHouse = { ...stay, status: 'checked-in' }
    expect(heldToMinStay(inHouse, { ...stay, checkOut: '2026-12-25' })).toBe(false)
    // Moving room, or arriving on another day, is a new stay: it is held.
    expect(heldToMinStay(inHouse, { ...stay, roomId: 'r2', checkOut: '2026-12-25' })).toBe(true)
    expect(heldToMinStay(inHouse, { ...stay, checkIn: '2026-12-25' })).toBe(true)
    expect(heldToMinStay(inHouse, { ...stay, checkOut: '2026-12-28' })).toBe(true)
  })
})

describe('days of the calendar', () => {
  it('refuses 30 February and 29 February outside leap years', () => {
    expect(isCalendarDay('2027-02-30')).toBe(false)
    expect(isCalendarDay('2027-02-29')).toBe(false)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2027-13-01')).toBe(false)
    expect(isCalendarDay('27-02-01')).toBe(false)
  })
})
