import { describe, expect, it } from '@jest/globals'
import { beforeArrival, undoTarget, UNDO_WINDOW_MS } from '@/lib/bookings/status'
import {
  requestExpiryHours,
  REQUEST_EXPIRY_DEFAULT_HOURS,
  REQUEST_EXPIRY_MAX_HOURS,
} from '@/lib/bookings/expiry'
import { staffDateRange, staffStayProblem, STAFF_MAX_NIGHTS } from '@/lib/bookings/staffLimits'
import { addDays } from '@/lib/dates'

describe('check-in and no-show wait for the arrival day', () => {
  it('refuses them the day before, allows them on the day and after', () => {
    expect(beforeArrival('checkIn', '2026-06-10', '2026-06-09')).toBe(true)
    expect(beforeArrival('noShow', '2026-06-10', '2026-06-09')).toBe(true)
    expect(beforeArrival('checkIn', '2026-06-10', '2026-06-10')).toBe(false)
    expect(beforeArrival('noShow', '2026-06-10', '2026-06-12')).toBe(false)
  })

  it('leaves the other steps alone', () => {
    expect(beforeArrival('cancel', '2026-06-10', '2026-06-01')).toBe(false)
    expect(beforeArrival('confirm', '2026-06-10', '2026-06-01')).toBe(false)
  })
})

describe('undo of the last status step', () => {
  const now = Date.parse('2026-06-10T12:00:00.000Z')
  it('leads back to the status before it, within a day', () => {
    const at = new Date(now - UNDO_WINDOW_MS + 60_000).toISOString()
    expect(undoTarget({ previousStatus: 'confirmed', statusChangedAt: at }, now)).toEqual({
      to: 'confirmed',
    })
  })

  it('is too late after a day, and there is nothing to undo without a step', () => {
    const at = new Date(now - UNDO_WINDOW_MS - 1).toISOString()
    expect(undoTarget({ previousStatus: 'confirmed', statusChangedAt: at }, now)).toEqual({
      problem: 'tooLate',
    })
    expect(undoTarget({ previousStatus: null, statusChangedAt: at }, now)).toEqual({
      problem: 'nothing',
    })
    expect(undoTarget({ previousStatus: 'lost', statusChangedAt: at }, now)).toEqual({
      problem: 'nothing',
    })
  })
})

describe('bounds on staff stays and blocks', () => {
  const today = '2026-11-25'
  it('allows a year of nights within two years of today', () => {
    expect(staffStayProblem(today, addDays(today, STAFF_MAX_NIGHTS), today)).toBeNull()
    expect(staffStayProblem('2024-11-25', '2024-11-26', today)).toBeNull()
  })

  it('refuses a stay longer than a year, and a year typed wrong', () => {
    expect(staffStayProblem(today, addDays(today, STAFF_MAX_NIGHTS + 1), today)).toEqual({
      kind: 'tooLong',
      max: STAFF_MAX_NIGHTS,
    })
    expect(staffStayProblem('2062-01-01', '2062-01-03', today)).toEqual({
      kind: 'outOfRange',
      from: '2024-11-25',
      to: '2028-11-25',
    })
    expect(staffStayProblem('2024-11-24', '2024-11-26', today)?.kind).toBe('outOfRange')
  })

  it('moves 29 February to 1 March', () => {
    expect(staffDateRange('2028-02-29')).toEqual({ from: '2026-03-01', to: '2030-03-01' })
  })
})

describe('how long a request may wait', () => {
  it('is the owner’s whole hours within bounds, 48 when never set', () => {
    expect(requestExpiryHours(null)).toBe(REQUEST_EXPIRY_DEFAULT_HOURS)
    expect(requestExpiryHours(undefined)).toBe(48)
    expect(requestExpiryHours(12)).toBe(12)
    expect(requestExpiryHours(0)).toBe(1)
    expect(requestExpiryHours(10_000)).toBe(REQUEST_EXPIRY_MAX_HOURS)
  })
})
