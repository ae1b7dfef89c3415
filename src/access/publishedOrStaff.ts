import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/** Staff see drafts as they edit them; everyone else only ever reads what was published. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasStaffRole(user)) return true
  return { _status: { equals: 'published' } }
}
