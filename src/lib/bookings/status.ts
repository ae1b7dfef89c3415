/**
 * A booking's life. A guest's request waits as `requested` until staff confirm or decline it; a
 * confirmed stay is checked in, then checked out (`completed`), or ends as cancelled or no-show.
 */
export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'checked-in',
  'completed',
  'cancelled',
  'declined',
  'no-show',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  'checked-in': 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  'no-show': 'No-show',
}

export const BOOKING_SOURCES = ['website', 'whatsapp', 'phone', 'walk-in', 'other'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]

export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  website: 'Website',
  whatsapp: 'WhatsApp',
  phone: 'Phone',
  'walk-in': 'Walk-in',
  other: 'Other',
}

/** What staff do to a booking, and the status each action leads to. */
export const BOOKING_ACTIONS = {
  confirm: { from: ['requested'], to: 'confirmed', label: 'Confirm' },
  decline: { from: ['requested'], to: 'declined', label: 'Decline' },
  checkIn: { from: ['confirmed'], to: 'checked-in', label: 'Check in' },
  checkOut: { from: ['checked-in'], to: 'completed', label: 'Check out' },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled', label: 'Cancel' },
  noShow: { from: ['confirmed'], to: 'no-show', label: 'No-show' },
} as const satisfies Record<
  string,
  { from: readonly BookingStatus[]; to: BookingStatus; label: string }
>
export type BookingAction = keyof typeof BOOKING_ACTIONS

/** Statuses a booking may be created in: a request, a stay agreed by phone, or a walk-in at the desk. */
export const CREATE_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed', 'checked-in']

export function isBookingStatus(value: unknown): value is BookingStatus {
  return (BOOKING_STATUSES as readonly unknown[]).includes(value)
}

/** The action that moves a booking from one status to another, or null when no action does. */
export function actionBetween(from: BookingStatus, to: BookingStatus): BookingAction | null {
  for (const [name, action] of Object.entries(BOOKING_ACTIONS)) {
    if (action.to === to && (action.from as readonly BookingStatus[]).includes(from)) {
      return name as BookingAction
    }
  }
  return null
}

/** The actions staff may take on a booking in this status. */
export function actionsFrom(status: BookingStatus): BookingAction[] {
  return (Object.keys(BOOKING_ACTIONS) as BookingAction[]).filter((name) =>
    (BOOKING_ACTIONS[name].from as readonly BookingStatus[]).includes(status),
  )
}

/** Staff may take back a status step for this long after it, when its nights are still free. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000

/** A guest can be checked in, or marked as not come, from the arrival day only. */
const NOT_BEFORE_ARRIVAL: readonly BookingAction[] = ['checkIn', 'noShow']

/**
 * Whether the action comes before the stay's arrival day (both YYYY-MM-DD, Ghana days): a guest
 * checked in a month early, or a no-show marked before the guest was due, frees or holds the wrong
 * nights.
 */
export function beforeArrival(action: BookingAction, checkIn: string, today: string): boolean {
  return NOT_BEFORE_ARRIVAL.includes(action) && today < checkIn
}

/** The last status step as the booking stores it: the status before it and when it was taken. */
export type LastStep = { previousStatus?: string | null; statusChangedAt?: string | null }

/**
 * The status an undo leads back to, or why there is none: only the last step, once, within
 * `UNDO_WINDOW_MS` of it.
 */
export function undoTarget(
  step: LastStep,
  now: number,
): { to: BookingStatus } | { problem: 'nothing' | 'tooLate' } {
  const previous = step.previousStatus
  if (!isBookingStatus(previous) || !step.statusChangedAt) return { problem: 'nothing' }
  const at = Date.parse(step.statusChangedAt)
  if (!Number.isFinite(at) || now - at > UNDO_WINDOW_MS) return { problem: 'tooLate' }
  return { to: previous }
}
