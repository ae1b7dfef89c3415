import { addDays } from '@/lib/dates'
import { isWeekendNight } from '@/lib/rooms/rates'

/** Ghana's public holidays on fixed dates (MM-DD). */
const FIXED_HOLIDAYS = [
  '01-01',
  '01-07',
  '03-06',
  '05-01',
  '07-01',
  '08-04',
  '09-21',
  '12-25',
  '12-26',
]

/** Easter Sunday of a year (the Gregorian computus), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A public holiday, or the night before one (a long weekend's first night), or Easter's four days. */
export function isHolidayNight(night: string): boolean {
  const next = addDays(night, 1)
  if (FIXED_HOLIDAYS.includes(night.slice(5)) || FIXED_HOLIDAYS.includes(next.slice(5))) return true
  const easter = easterSunday(Number(night.slice(0, 4)))
  return night >= addDays(easter, -3) && night <= addDays(easter, 0)
}

/**
 * How likely a free room is taken from this night on, before the stay's own chance: busier on
 * Friday and Saturday nights, on holidays, in December (most of all Christmas week) and in the
 * diaspora's July and August; quieter in the rains (May, June, September, October).
 */
export function arrivalChance(night: string): number {
  const month = Number(night.slice(5, 7))
  const day = Number(night.slice(8, 10))
  let chance = 0.5
  if (isWeekendNight(night)) chance *= 1.4
  if (isHolidayNight(night)) chance *= 1.35
  if (month === 12) chance *= day >= 20 ? 1.7 : 1.35
  if (month === 7 || month === 8) chance *= 1.25
  if ([5, 6, 9, 10].includes(month)) chance *= 0.8
  return Math.min(chance, 0.97)
}
