/** How long a guest's request may wait for an answer before it is declined, unless the owner sets it. */
export const REQUEST_EXPIRY_DEFAULT_HOURS = 48
/** A month: longer, and the guest has long since booked elsewhere. */
export const REQUEST_EXPIRY_MAX_HOURS = 720

/** The setting as stored (a site from before it has none), as a whole number of hours in bounds. */
export function requestExpiryHours(stored: number | null | undefined): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return REQUEST_EXPIRY_DEFAULT_HOURS
  return Math.min(REQUEST_EXPIRY_MAX_HOURS, Math.max(1, Math.round(stored)))
}

/**
 * The moment a request left unanswered lapses, as epoch milliseconds: `hours` after it was made,
 * or after staff last brought it back (an undo of its decline), whichever came later. The job that
 * declines lapsed requests selects them by the same two times.
 */
export function requestLapsesAt(
  request: { createdAt: string; statusChangedAt?: string | null },
  hours: number,
): number {
  const made = new Date(request.createdAt).getTime()
  const broughtBack = request.statusChangedAt ? new Date(request.statusChangedAt).getTime() : made
  return Math.max(made, Number.isNaN(broughtBack) ? made : broughtBack) + hours * 3_600_000
}
