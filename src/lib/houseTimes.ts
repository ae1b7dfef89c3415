import { houseTimes as text } from '@/lib/messages/houseTimes'

/**
 * Check-in and check-out times are one owner setting each; every page and message that names them
 * reads it through here, so the terms can never say one time while a message says another.
 */
export const DEFAULT_CHECK_IN_TIME = '2:00 pm'
export const DEFAULT_CHECK_OUT_TIME = '11:00 am'

export type HouseTimes = { checkIn: string; checkOut: string }

/** The times as the settings hold them; a site saved before a setting existed gets its default. */
export function houseTimesOf(settings: {
  checkInTime?: string | null
  checkOutTime?: string | null
}): HouseTimes {
  return {
    checkIn: settings.checkInTime?.trim() || DEFAULT_CHECK_IN_TIME,
    checkOut: settings.checkOutTime?.trim() || DEFAULT_CHECK_OUT_TIME,
  }
}

/** "Check-in from 2:00 pm, check-out by 11:00 am." */
export function houseTimesSentence(times: HouseTimes): string {
  return text.sentence(times.checkIn, times.checkOut)
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|noon|midday)?$/i

/**
 * A time as people write it ("2:00 pm", "11 am", "12:00 noon", "14:00") in the 24-hour form
 * schema.org asks for ("14:00"), or null when it is not a time of day.
 */
export function time24(written: string): string | null {
  const match = TIME.exec(written.trim())
  if (!match) return null
  const [, hoursText, minutesText = '00', suffix = ''] = match
  let hours = Number(hoursText)
  const minutes = Number(minutesText)
  const half = suffix.toLowerCase().replace(/\./g, '')
  if (minutes > 59) return null
  if (half === 'am' || half === 'pm') {
    if (hours < 1 || hours > 12) return null
    hours = (hours % 12) + (half === 'pm' ? 12 : 0)
  } else if (half === 'noon' || half === 'midday') {
    if (hours !== 12) return null
  } else if (hours > 23) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** The settings' check, so a time search engines cannot read is never saved. */
export function validateTimeOfDay(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && time24(value) ? true : text.notATime
}
