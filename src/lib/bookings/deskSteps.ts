/**
 * How the desk lays out and guards a booking's status buttons. Each action keeps one place on
 * screen whatever the status, so a second tap lands on the same action (now spent) and never on
 * the next one; the steps that end a stay or free its nights ask once before they run.
 */
import { ghanaDay } from './availability'
import { BOOKING_ACTIONS, type BookingAction } from './status'

/** The stay moving forward, in the order it happens. */
export const FORWARD_ACTIONS: readonly BookingAction[] = ['confirm', 'checkIn', 'checkOut']
/** The ways a booking ends early. */
export const ENDING_ACTIONS: readonly BookingAction[] = ['decline', 'cancel', 'noShow']

/** Cancel, no-show, decline and check-out ask "are you sure?" once. */
export const ASKS_FIRST: readonly BookingAction[] = ['cancel', 'noShow', 'decline', 'checkOut']

/** Undo is offered for a status step taken within this long. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000

/** True for a check-in or no-show before the guest's arrival day: only admins, with a reason. */
export function isBeforeArrival(action: BookingAction | 'undo', checkIn: string, today: string) {
  return (action === 'checkIn' || action === 'noShow') && ghanaDay(checkIn) > today
}

const STEP_LABELS = new Set<string>(Object.values(BOOKING_ACTIONS).map((action) => action.label))

/**
 * The booking's last history entry when it is a status step taken within the undo window, else
 * null. A payment or a change of dates after the step means there is no step to undo.
 */
export function undoableStep(
  history: ReadonlyArray<{ action: string; at: string; detail?: string | null }> | null | undefined,
  now: number,
): { action: string; at: string } | null {
  const last = history?.length ? history[history.length - 1] : null
  if (!last || !STEP_LABELS.has(last.action)) return null
  const age = now - Date.parse(last.at)
  return age >= 0 && age < UNDO_WINDOW_MS ? last : null
}
