/**
 * Reception's home in the portal: the front desk's day (arrivals, departures, walk-ins). It is
 * where a receptionist lands after signing in or opening the portal's home.
 */
export const RECEPTION_HOME = '/admin/today'

/**
 * Where a member of staff goes after signing in: the page she asked for, or else her home, which
 * for reception is Today (the portal's own home, the owner's dashboard, is not hers).
 */
export function landingAfterSignIn(role: string | null | undefined, next: string): string {
  return role === 'reception' && next === '/admin' ? RECEPTION_HOME : next
}
