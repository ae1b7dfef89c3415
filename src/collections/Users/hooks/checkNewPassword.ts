import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { MESSAGES } from '@/lib/messages'
import { staffPasswordError } from '@/lib/validation/password'

import { passwordMatches } from '../passwordHash'

/** Set when this request changes a password; endOtherSessions reads it. */
export const PASSWORD_CHANGED = 'passwordChanged'

function invalid(path: string, message: string): ValidationError {
  return new ValidationError({ collection: 'users', errors: [{ path, message }] })
}

/**
 * A new password must be strong enough, and whoever changes their own password proves they know
 * the current one: a session left open on a shared computer must not be enough to take the
 * account over. (A reset by emailed token has no session and proves itself with the token.)
 */
export const checkNewPassword: CollectionBeforeValidateHook = async ({
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const password = data?.password
  if (typeof password !== 'string' || password === '') return data
  const problem = staffPasswordError(password)
  if (problem) throw invalid('password', problem)
  const own = req.user && originalDoc && String(req.user.id) === String(originalDoc.id)
  if (operation === 'update' && own) {
    const current = data?.currentPassword
    if (typeof current !== 'string' || current === '') {
      throw invalid('currentPassword', MESSAGES.password.currentRequired)
    }
    const stored = await req.payload.db.findOne({
      collection: 'users',
      where: { id: { equals: originalDoc.id } },
      req,
    })
    if (!(await passwordMatches(stored as { hash?: unknown; salt?: unknown }, current))) {
      throw invalid('currentPassword', MESSAGES.password.currentWrong)
    }
  }
  if (operation === 'update') context[PASSWORD_CHANGED] = true
  if (data) delete data.currentPassword
  return data
}

/**
 * A reset by emailed token obeys the same rules. Payload hands the collection's beforeValidate
 * hooks the stored account there, without the new password, so it is checked here, before the
 * token is spent: a refused reset leaves the token good for a better password.
 */
export const checkResetPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  const problem =
    typeof password === 'string' ? staffPasswordError(password) : MESSAGES.password.tooShort
  if (problem) throw invalid('password', problem)
  return args
}
