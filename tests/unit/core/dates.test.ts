import { describe, expect, it } from '@jest/globals'

import { addDays, DAY_MS, dayStart, startOfDayOf } from '@/lib/dates'

describe('day arithmetic', () => {
  it('counts days across month and year ends, forwards and back', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-06-12', 0)).toBe('2026-06-12')
  })

  it('finds the start of the day a stored timestamp falls on', () => {
    const start = Date.parse('2026-06-12T00:00:00Z')
    expect(startOfDayOf('2026-06-12T23:59:59.999Z')).toBe(start)
    expect(startOfDayOf(new Date('2026-06-12T00:00:00Z'))).toBe(start)
    expect(startOfDayOf(start + DAY_MS - 1)).toBe(start)
  })

  it('reads only whole YYYY-MM-DD days as days', () => {
    expect(dayStart('2026-06-12')).toBe(Date.parse('2026-06-12T00:00:00Z'))
    expect(dayStart('2026-06-12T10:00:00Z')).toBeNaN()
    expect(dayStart('12 June 2026')).toBeNaN()
  })
})
