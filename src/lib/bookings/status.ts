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
