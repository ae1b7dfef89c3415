import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/** Staff see every room; guests see only rooms marked visible to customers. */
export const staffOrAvailable: Access = ({ req: { user } }) => {
  if (hasStaffRole(user)) return true
  return { isAvailable: { equals: true } }
}
