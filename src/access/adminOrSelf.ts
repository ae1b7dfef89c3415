import type { Access } from 'payload'

import { hasAdminRole } from './roles'

/** Admins see every account; anyone else signed in sees only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasAdminRole(user)) return true
  return { id: { equals: user.id } }
}
