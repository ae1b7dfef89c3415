import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/**
 * Staff see drafts as they edit them; everyone else only ever reads what was published. A
 * document saved before drafts existed has no status (a MongoDB site has no migration to set
 * one) and counts as published: it is what guests saw until then.
 */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasStaffRole(user)) return true
  return { or: [{ _status: { equals: 'published' } }, { _status: { exists: false } }] }
}
