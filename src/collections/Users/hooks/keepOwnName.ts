import { ValidationError, type FieldHook } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { MESSAGES } from '@/lib/messages'

/**
 * The booking history shows each entry's author by account name, so a name is what staff trust:
 * only an admin may change one. Anyone else sending a different name is refused with a message
 * rather than quietly ignored; sending the name unchanged (as /cms does with the whole form)
 * passes.
 */
export const keepOwnName: FieldHook = ({
  operation,
  overrideAccess,
  previousValue,
  req,
  value,
}) => {
  if (operation !== 'update' || overrideAccess || hasAdminRole(req.user)) return value
  if (value === undefined || value === previousValue) return value
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'name', message: MESSAGES.account.nameAdminOnly }],
  })
}
