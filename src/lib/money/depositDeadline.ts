import { ghanaDay } from '@/lib/bookings/availability'
import { requestExpiryHours, requestLapsesAt } from '@/lib/bookings/expiry'
import { addDays, formatStayDate, timeInGhana, todayInGhana } from '@/lib/dates'
import { howToPay as howToPayText } from '@/lib/messages/howToPay'

import { formatPesewas } from './amounts'

/**
 * A confirmed stay's deposit is due this many days before arrival unless the owner sets another:
 * about three days is what guest houses here ask, time enough to let the room again if it never
 * comes.
 */
export const DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT = 3
/** Two months: further ahead, a deposit is no longer what holds the room. */
export const DEPOSIT_DAYS_BEFORE_ARRIVAL_MAX = 60

/** The setting as stored (a site from before it has none), as whole days in bounds. */
export function depositDaysBeforeArrival(stored: number | null | undefined): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) {
    return DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT
  }
  return Math.min(DEPOSIT_DAYS_BEFORE_ARRIVAL_MAX, Math.max(0, Math.round(stored)))
}

/** A stay as the deposit's deadline reads it. */
export type DepositStay = {
  status: string
  /** The arrival: a stored timestamp or YYYY-MM-DD. */
  checkIn: string
  createdAt: string
  /** When the status last changed (a request brought back, a stay confirmed); none since made. */
  statusChangedAt?: string | null
  /** What is still to be received before the deposit is met (`stayMoney(...).depositDue`). */
  depositDue: number
}

/** The house's settings the deadline is drawn from, as the site settings store them. */
export type DepositTerms = {
  requestExpiryHours?: number | null
  depositDaysBeforeArrival?: number | null
}

export type DepositDeadline = {
  /** What is still to pay of the deposit, whole pesewas. */
  amount: number
  /** The Ghana day (YYYY-MM-DD) it is due by. */
  day: string
  /** The time of that day ("14:30", Ghana) it is due by; null for the whole day. */
  time: string | null
  /** Whether the deadline has passed with the deposit still due. */
  late: boolean
}

/**
 * When the deposit still due on a stay must be paid, or null when none is. A request's before it
 * lapses unanswered (the house's request wait, `requestLapsesAt`), so the room is held only for a
 * guest who pays. A confirmed stay's by the owner's number of days before arrival, but never
 * before the day after it was confirmed (a stay confirmed late still gets a day to pay). Either
 * way never later than the arrival day. Only a request or a confirmed stay waits on a deposit: a
 * guest in the house owes the balance, and a stay that ended owes nothing.
 */
export function depositDueBy(
  stay: DepositStay,
  terms: DepositTerms,
  now: number | Date = Date.now(),
): DepositDeadline | null {
  const amount = Math.round(stay.depositDue)
  if (amount <= 0) return null
  const arrival = ghanaDay(stay.checkIn)
  const nowMs = new Date(now).getTime()
  const today = todayInGhana(new Date(nowMs))
  const byArrival = { amount, day: arrival, time: null, late: today > arrival }
  if (stay.status === 'requested') {
    const lapses = requestLapsesAt(stay, requestExpiryHours(terms.requestExpiryHours))
    const lapseDay = todayInGhana(new Date(lapses))
    if (lapseDay > arrival) return byArrival
    return { amount, day: lapseDay, time: timeInGhana(lapses), late: nowMs >= lapses }
  }
  if (stay.status === 'confirmed') {
    const byRule = addDays(arrival, -depositDaysBeforeArrival(terms.depositDaysBeforeArrival))
    const dayToPay = addDays(ghanaDay(stay.statusChangedAt ?? stay.createdAt), 1)
    const day = [byRule, dayToPay].sort()[1]
    return day < arrival ? { amount, day, time: null, late: today > day } : byArrival
  }
  return null
}

/** When a deadline falls, as the guest reads it: "Fri, 12 Jun 2026", or "14:30 on Wed, 9 Dec 2026". */
export function deadlineText(deadline: Pick<DepositDeadline, 'day' | 'time'>): string {
  const day = formatStayDate(deadline.day)
  return deadline.time ? howToPayText.atTime(deadline.time, day) : day
}

/** The deposit's line on the guest's page and invoice: "Deposit due ₵450 by Fri, 12 Jun 2026". */
export function depositLine(deadline: DepositDeadline): string {
  const amount = formatPesewas(deadline.amount)
  return deadline.late
    ? howToPayText.depositLate(amount, deadlineText(deadline))
    : howToPayText.depositDue(amount, deadlineText(deadline))
}

/** The `{depositDueBy}` placeholder: a sentence naming the deposit and its deadline, or nothing. */
export function depositSentence(deadline: DepositDeadline | null): string {
  return deadline
    ? howToPayText.depositSentence(formatPesewas(deadline.amount), deadlineText(deadline))
    : ''
}
