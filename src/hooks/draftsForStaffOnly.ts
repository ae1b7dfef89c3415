import type { CollectionBeforeOperationHook } from 'payload'

import { hasStaffRole } from '@/access/roles'

/**
 * Only staff read drafts. Anyone else asking for `?draft=true` reads the published documents, as
 * without it: read access alone keeps drafts out, but would also drop from the list a document
 * whose latest change is an unpublished draft. Server code that passes `overrideAccess` (the staff
 * preview, checked by its own session test) keeps its drafts.
 */
export const draftsForStaffOnly: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'read' || overrideAccess || hasStaffRole(req.user)) return args
  if (!('draft' in args) || !args.draft) return args
  return { ...args, draft: false }
}
