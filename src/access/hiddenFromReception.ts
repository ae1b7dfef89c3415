import { hasBookingsRole, hasStaffRole } from './roles'

/**
 * Reception runs the booking desk and nothing else: rooms and site content stay out of its /cms
 * menu (it could read them, as guests can, but never change them).
 */
export const hiddenFromReception = ({ user }: { user: unknown }): boolean =>
  hasBookingsRole(user) && !hasStaffRole(user)
