import { addDays } from '@/lib/dates'

export const RETENTION_DEFAULT_MONTHS = 24
export const RETENTION_MIN_MONTHS = 1
export const RETENTION_MAX_MONTHS = 120

/** The owner's setting, or the default when unset or out of range. */
export function retentionMonths(setting: number | null | undefined): number {
  return typeof setting === 'number' &&
    Number.isInteger(setting) &&
    setting >= RETENTION_MIN_MONTHS &&
    setting <= RETENTION_MAX_MONTHS
    ? setting
    : RETENTION_DEFAULT_MONTHS
}

/**
 * The last departure day whose registrations are still kept on `today`: a stay that left before
 * this day is past the retention. Months are calendar months; a day the shorter month lacks
 * (31 March less one month) falls back to that month's last day.
 */
export function keptSinceDeparture(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number)
  const monthIndex = year * 12 + (month - 1) - months
  const targetYear = Math.floor(monthIndex / 12)
  const targetMonth = (monthIndex % 12) + 1
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate()
  const first = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-01`
  return addDays(first, Math.min(day, lastDay) - 1)
}
