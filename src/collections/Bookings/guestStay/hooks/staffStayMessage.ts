import type { StaffStayProblem } from '@/lib/bookings/staffLimits'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

/** The words for a stay or block staff may not enter. */
export function staffStayMessage(problem: StaffStayProblem): string {
  return problem.kind === 'tooLong'
    ? MESSAGES.booking.staffTooLong(problem.max)
    : MESSAGES.booking.staffOutOfRange(formatStayDate(problem.from), formatStayDate(problem.to))
}
