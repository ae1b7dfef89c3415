/**
 * A room's state between guests. Check-out leaves it dirty; housekeeping makes it clean; a
 * supervisor may mark it inspected; out of order is a room that cannot be let at the moment
 * (a leak, a broken lock). Out of order says nothing about dates: to keep a room from being
 * booked for some nights, staff block those nights (maintenance), which the availability rule reads.
 */
export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected', 'out-of-order'] as const
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number]

export const HOUSEKEEPING_LABELS: Record<HousekeepingStatus, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  'out-of-order': 'Out of order',
}

export function isHousekeepingStatus(value: unknown): value is HousekeepingStatus {
  return (HOUSEKEEPING_STATUSES as readonly unknown[]).includes(value)
}

/** A room a guest can be given now: clean or inspected. */
export function isReadyForGuest(status: string | null | undefined): boolean {
  return status === 'clean' || status === 'inspected'
}
