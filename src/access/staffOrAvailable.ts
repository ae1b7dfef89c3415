import type { Access } from 'payload'

import { hasBookingsRole, hasStaffRole } from './roles'

/** Staff (reception too: hidden rooms still have stays) see every room; guests see only rooms marked visible to customers. */
export const staffOrAvailable: Access = ({ req: { user } }) => {
  if (hasStaffRole(user) || hasBookingsRole(user)) return true
  return { isAvailable: { equals: true } }
}
