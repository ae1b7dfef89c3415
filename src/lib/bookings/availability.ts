/**
 * The one availability rule. A room is taken for a night when a confirmed or checked-in stay
 * covers it, or a block (maintenance, an imported external calendar) covers it; requests do not
 * take nights. A stay covers the nights from its check-in day up to the day before check-out, so
 * check-out day is free for the next guest. Days are Ghana days, which are UTC days (GMT all year).
 */
import { DAY_MS, dayStart, ISO_DATE } from '@/lib/dates'
import type { BookingStatus } from './status'

/** Longest stay a guest may ask for. */
export const MAX_NIGHTS = 30

export const TAKING_STATUSES: readonly BookingStatus[] = ['confirmed', 'checked-in']

export function takesNights(status: string | null | undefined): boolean {
  return (TAKING_STATUSES as readonly (string | null | undefined)[]).includes(status)
}

/** The Ghana day (YYYY-MM-DD) a stored date or timestamp falls on; '' when it is not a date. */
export function ghanaDay(value: string | Date | null | undefined): string {
  if (!value) return ''
  if (typeof value === 'string' && ISO_DATE.test(value)) return value
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10)
}

/** The nights a stay covers, as YYYY-MM-DD: check-in day included, check-out day not. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const from = dayStart(ghanaDay(checkIn))
  const to = dayStart(ghanaDay(checkOut))
  if (Number.isNaN(from) || Number.isNaN(to)) return []
  const nights: string[] = []
  for (let time = from; time < to; time += DAY_MS) {
    nights.push(new Date(time).toISOString().slice(0, 10))
  }
  return nights
}

/** The key that makes a night of a room taken once: one row per key, unique in the database. */
export function nightKey(roomId: string, night: string): string {
  return `${roomId}:${night}`
}

/** Whether every night of a stay is free, given the nights already taken in that room. */
export function isFree(nights: readonly string[], taken: ReadonlySet<string>): boolean {
  return nights.length > 0 && nights.every((night) => !taken.has(night))
}
