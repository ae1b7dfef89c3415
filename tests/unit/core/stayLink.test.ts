import { describe, expect, it } from '@jest/globals'

import { icsStay } from '@/lib/calendarSync/icsStay'
import {
  cancelRequestOpen,
  isStayToken,
  reviewOpen,
  STAY_LINK_DAYS_AFTER_CHECKOUT,
  stayLinkLastDay,
  stayLinkOpen,
} from '@/lib/guestStay/stayLink'

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

  it('gives the stay as one all-day event from check-in to check-out day, text escaped', () => {
    const ics = icsStay({
      uid: 'b1',
      houseName: 'Palm House, Accra',
      reference: 'RP-4K7Q',
      address: '12 Palm St; East Legon',
      checkIn: '2026-06-12T00:00:00.000Z',
      checkOut: '2026-06-15T00:00:00.000Z',
      host: 'house.example',
      now: new Date('2026-06-01T10:00:00.000Z'),
    })
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'UID:stay-b1@house.example',
        'DTSTAMP:20260601T100000Z',
        'DTSTART;VALUE=DATE:20260612',
        'DTEND;VALUE=DATE:20260615',
        'SUMMARY:Stay at Palm House\\, Accra (RP-4K7Q)',
        'LOCATION:12 Palm St\\; East Legon',
      ]),
    )
  })
})
