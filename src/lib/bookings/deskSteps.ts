/**
 * How the desk lays out and guards a booking's status buttons. Each action keeps one place on
 * screen whatever the status, so a second tap lands on the same action (now spent) and never on
 * the next one; the steps that end a stay or free its nights ask once before they run.
 */
import type { BookingAction } from './status'

/** The stay moving forward, in the order it happens. */
export const FORWARD_ACTIONS: readonly BookingAction[] = ['confirm', 'checkIn', 'checkOut']
/** The ways a booking ends early. */
export const ENDING_ACTIONS: readonly BookingAction[] = ['decline', 'cancel', 'noShow']

/** Cancel, no-show, decline and check-out ask "are you sure?" once. */
export const ASKS_FIRST: readonly BookingAction[] = ['cancel', 'noShow', 'decline', 'checkOut']
