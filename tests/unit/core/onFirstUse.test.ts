import { describe, expect, it, jest } from '@jest/globals'

import { formatDate, formatNight, formatStayDate } from '@/lib/dates'
import { onFirstUse } from '@/lib/onFirstUse'

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = jest.fn(() => ({ made: true }))
    const value = onFirstUse(make)
    expect(make).not.toHaveBeenCalled()
    const first = value()
    expect(value()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps a value that is falsy as well', () => {
    const make = jest.fn(() => 0)
    const value = onFirstUse(make)
    expect([value(), value()]).toEqual([0, 0])
    expect(make).toHaveBeenCalledTimes(1)
  })
})

describe('the date formats, made on first use', () => {
  it('read the same on every call', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatStayDate('2026-06-12')).toBe('Fri, 12 Jun 2026')
      expect(formatNight('2026-12-04')).toBe('Fri 4 Dec')
      expect(formatDate('2026-06-12T23:30:00Z')).toBe('12 Jun 2026')
    }
  })
})
