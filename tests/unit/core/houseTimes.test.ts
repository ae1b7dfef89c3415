import { describe, expect, it } from '@jest/globals'

import {
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  houseTimesOf,
  houseTimesSentence,
  time24,
  validateTimeOfDay,
} from '@/lib/houseTimes'
import { houseTimes as text } from '@/lib/messages/houseTimes'

describe('the house’s check-in and check-out times', () => {
  it('reads both from the settings, a site saved before the setting getting the defaults', () => {
    expect(houseTimesOf({ checkInTime: '1:30 pm', checkOutTime: '10:00 am' })).toEqual({
      checkIn: '1:30 pm',
      checkOut: '10:00 am',
    })
    expect(houseTimesOf({ checkInTime: null })).toEqual({
      checkIn: DEFAULT_CHECK_IN_TIME,
      checkOut: DEFAULT_CHECK_OUT_TIME,
    })
    expect(houseTimesSentence({ checkIn: '2:00 pm', checkOut: '11:00 am' })).toBe(
      'Check-in from 2:00 pm, check-out by 11:00 am.',
    )
  })

  it('turns a time as people write it into the 24-hour form search engines read', () => {
    const cases: Array<[string, string | null]> = [
      ['2:00 pm', '14:00'],
      ['11 am', '11:00'],
      ['12:00 noon', '12:00'],
      ['12:30 am', '00:30'],
      ['14:00', '14:00'],
      ['2.30 p.m.', '14:30'],
      ['13:00 pm', null],
      ['25:00', null],
      ['after lunch', null],
    ]
    expect.assertions(cases.length)
    for (const [written, expected] of cases) expect(time24(written)).toBe(expected)
  })

  it('refuses to save what is not a time of day, with a clear message', () => {
    expect(validateTimeOfDay('2:00 pm')).toBe(true)
    expect(validateTimeOfDay('')).toBe(true)
    expect(validateTimeOfDay('after lunch')).toBe(text.notATime)
  })
})
