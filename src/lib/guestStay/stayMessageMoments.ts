import { stayMessages as stayMessagesText } from '@/lib/messages/stayMessages'

import { stayLinkOpen } from './stayLink'
import { STAY_MOMENT_LABELS, type StayMoment } from './stayMessages'

/** Moments whose stay took or will take place: their message links to the stay's page. */
export const WITH_PAGE: readonly StayMoment[] = [
  'confirmed',
  'balanceDue',
  'payLink',
  'dayBefore',
  'afterStay',
]

/**
 * The message a status step sends: a stay confirmed (requested, or made confirmed at the desk),
 * a request declined, a request or stay cancelled. Other steps (check-in, check-out, no-show) and
 * steps back send none.
 */
export function statusMessageMoment(
  from: string | null | undefined,
  to: string,
): StayMoment | null {
  if (from === to) return null
  if (to === 'confirmed' && (from === 'requested' || from == null)) return 'confirmed'
  if (to === 'declined' && from === 'requested') return 'declined'
  if (to === 'cancelled' && (from === 'requested' || from === 'confirmed')) return 'cancelled'
  return null
}

export type MomentFacts = {
  status: string
  balance: number
  checkIn: string
  checkOut: string
  expired: boolean
  today: string
  /** A gateway is set up and the guest can pay online now (`payOffer`). */
  payableOnline?: boolean
}

/**
 * The messages staff can send a stay from the desk by WhatsApp, in the order of the stay: what its
 * status says happened, money owed, before or after check-out (with a link to pay it online when
 * the guest can), the reminder while the arrival is ahead, thanks after it. Once the stay's page no
 * longer opens, only the balance a guest left owing is still chased (its message then carries no
 * link).
 */
export function deskMoments(facts: MomentFacts): StayMoment[] {
  const { status, today } = facts
  const arrival = facts.checkIn.slice(0, 10)
  const moments: StayMoment[] = []
  if (status === 'confirmed') moments.push('confirmed')
  if (status === 'declined') moments.push(facts.expired ? 'expired' : 'declined')
  if (status === 'cancelled') moments.push('cancelled')
  // Money owed is chased after check-out too: a guest who left owing is reminded of the balance.
  if (
    (status === 'confirmed' || status === 'checked-in' || status === 'completed') &&
    facts.balance > 0
  ) {
    moments.push('balanceDue')
  }
  // Also for a request: paying its deposit is how a guest holds the nights.
  if (facts.payableOnline) moments.push('payLink')
  if (status === 'confirmed' && today <= arrival) moments.push('dayBefore')
  if (status === 'completed') moments.push('afterStay')
  const pageOpen = stayLinkOpen(facts.checkOut, today)
  // A guest who left owing is chased for as long as they owe: without the link once it is dead.
  const chasedAfterLeaving = (moment: StayMoment) =>
    moment === 'balanceDue' && status === 'completed'
  return moments.filter(
    (moment) => pageOpen || chasedAfterLeaving(moment) || !WITH_PAGE.includes(moment),
  )
}

type Sendable = {
  phone?: string | null
  status: string
  checkIn: string
  reminderAt?: string | null
  thanksAt?: string | null
  history?: ReadonlyArray<{ action: string; detail?: string | null }> | null
}

/** The moments whose WhatsApp message staff have opened from the desk, by the history. */
export function whatsappOpened(booking: Pick<Sendable, 'history'>): Set<string> {
  return new Set(
    (booking.history ?? [])
      .filter((entry) => entry.action === stayMessagesText.whatsappOpened)
      .map((entry) => entry.detail ?? ''),
  )
}

/**
 * The made messages still to send by WhatsApp, as the desk's Today screen lists them: the reminder
 * while the arrival is ahead, the thanks after the stay; each until staff open it.
 */
export function whatsappToSend(booking: Sendable, today: string): StayMoment[] {
  if (!booking.phone) return []
  const opened = whatsappOpened(booking)
  const moments: StayMoment[] = []
  if (
    booking.reminderAt &&
    booking.status === 'confirmed' &&
    today <= booking.checkIn.slice(0, 10) &&
    !opened.has(STAY_MOMENT_LABELS.dayBefore)
  ) {
    moments.push('dayBefore')
  }
  if (
    booking.thanksAt &&
    booking.status === 'completed' &&
    !opened.has(STAY_MOMENT_LABELS.afterStay)
  ) {
    moments.push('afterStay')
  }
  return moments
}
