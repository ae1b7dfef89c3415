import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { MESSAGES } from '@/lib/messages'
import { staffPasswordError } from '@/lib/validation/password'

import { passwordMatches } from '../passwordHash'

/** Set when this request changes a password; endOtherSessions reads it. */
export const PASSWORD_CHANGED = 'passwordChanged'

function invalid(path: string, message: string): ValidationError {
  return new ValidationError({ collection: 'users', errors: [{ path, message }] })
}

/** An address as accounts are compared: Payload signs in by it without regard to case. */
function normalEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

/** Refuses unless `current` is the account's stored password. */
async function proveCurrentPassword(
  req: PayloadRequest,
  id: string | number,
  current: unknown,
  requiredMessage: string,
) {
  if (typeof current !== 'string' || current === '') {
    throw invalid('currentPassword', requiredMessage)
  }
  const stored = await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })
  if (!(await passwordMatches(stored as { hash?: unknown; salt?: unknown }, current))) {
    throw invalid('currentPassword', MESSAGES.password.currentWrong)
  }
}

/**
 * A new password must be strong enough, and whoever changes their own password or email proves
 * they know the current password: a session left open on a shared computer or stolen must not be
 * enough to take the account over (a new email would receive every reset link from then on). An
 * admin changing someone else's account needs no password of theirs; a reset by emailed token has
 * no session and proves itself with the token.
 */
export const checkNewCredentials: CollectionBeforeValidateHook = async ({
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const password = data?.password
  const newPassword = typeof password === 'string' && password !== ''
  if (newPassword) {
    const problem = staffPasswordError(password)
    if (problem) throw invalid('password', problem)
  }
  const newEmail =
    operation === 'update' &&
    normalEmail(data?.email) !== '' &&
    normalEmail(data?.email) !== normalEmail(originalDoc?.email)
  const own = req.user && originalDoc && String(req.user.id) === String(originalDoc.id)
  if (operation === 'update' && own && (newPassword || newEmail)) {
    await proveCurrentPassword(
      req,
      originalDoc.id,
      data?.currentPassword,
      newPassword ? MESSAGES.password.currentRequired : MESSAGES.password.currentRequiredForEmail,
    )
  }
  if (operation === 'update' && newPassword) context[PASSWORD_CHANGED] = true
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
