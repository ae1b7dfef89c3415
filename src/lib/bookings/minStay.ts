/** A stay as the minimum-stay rule reads it: its room, its days (YYYY-MM-DD) and its status. */
export type StaySpan = { roomId: string; checkIn: string; checkOut: string; status?: string | null }

/**
 * Whether a season's minimum stay holds this stay. It holds a stay being made and every change of
 * one, except a stay already started being shortened: a guest in the house (checked in) who leaves
 * early, from the same room, with the same arrival day. Holding them to it would keep the nights
 * they leave taken, unsold at the peak.
 */
export function heldToMinStay(before: StaySpan | undefined, next: StaySpan): boolean {
  if (!before || before.status !== 'checked-in') return true
  const shortened =
    next.roomId === before.roomId &&
    next.checkIn === before.checkIn &&
    next.checkOut < before.checkOut
  return !shortened
}
