import { describe, expect, it } from '@jest/globals'

import {
  cancelRequestOpen,
  isStayToken,
  reviewOpen,
  STAY_LINK_DAYS_AFTER_CHECKOUT,
  stayLinkLastDay,
  stayLinkOpen,
} from '@/lib/bookings/stayLink'

describe('the private stay link', () => {
  it('takes only tokens of its shape', () => {
    expect(isStayToken('a'.repeat(32))).toBe(true)
    expect(isStayToken('A1_-'.repeat(8))).toBe(true)
    expect(isStayToken('a'.repeat(31))).toBe(false)
    expect(isStayToken(`${'a'.repeat(31)}/`)).toBe(false)
    expect(isStayToken(undefined)).toBe(false)
  })

  it(`opens until ${STAY_LINK_DAYS_AFTER_CHECKOUT} days after check-out, then never`, () => {
    expect(stayLinkLastDay('2026-06-15T00:00:00.000Z')).toBe('2026-07-15')
    expect(stayLinkOpen('2026-06-15', '2026-06-01')).toBe(true)
    expect(stayLinkOpen('2026-06-15', '2026-07-15')).toBe(true)
    expect(stayLinkOpen('2026-06-15', '2026-07-16')).toBe(false)
    expect(stayLinkOpen('not a day', '2026-06-01')).toBe(false)
  })

  it('asks a review after check-out only, and takes a cancel request only before arrival', () => {
    expect(reviewOpen('completed', '2026-06-15', '2026-06-16')).toBe(true)
    expect(reviewOpen('confirmed', '2026-06-15', '2026-06-16')).toBe(false)
    expect(reviewOpen('completed', '2026-06-15', '2026-08-01')).toBe(false)
    expect(cancelRequestOpen('confirmed', '2026-06-12', '2026-06-12')).toBe(true)
    expect(cancelRequestOpen('confirmed', '2026-06-12', '2026-06-13')).toBe(false)
    expect(cancelRequestOpen('checked-in', '2026-06-12', '2026-06-10')).toBe(false)
  })
})
