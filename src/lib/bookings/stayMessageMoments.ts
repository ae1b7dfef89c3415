import type { StayMoment } from './stayMessages'

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
}

/**
 * The messages staff can send a stay from the desk by WhatsApp, in the order of the stay: what its
 * status says happened, money owed, the reminder while the arrival is ahead, thanks after it.
 */
export function deskMoments(facts: MomentFacts): StayMoment[] {
  const { status, today } = facts
  const arrival = facts.checkIn.slice(0, 10)
  const moments: StayMoment[] = []
  if (status === 'confirmed') moments.push('confirmed')
  if (status === 'declined') moments.push(facts.expired ? 'expired' : 'declined')
  if (status === 'cancelled') moments.push('cancelled')
  if ((status === 'confirmed' || status === 'checked-in') && facts.balance > 0) {
    moments.push('balanceDue')
  }
  if (status === 'confirmed' && today <= arrival) moments.push('dayBefore')
  if (status === 'completed') moments.push('afterStay')
  return moments
}
