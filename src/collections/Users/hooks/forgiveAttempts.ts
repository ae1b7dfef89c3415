import type { CollectionAfterLoginHook } from 'payload'

import { clientKey, releaseLimit } from '@/services/rateLimit'

import { knownDeviceCookie } from '../knownDevice'
import { CEILING_COUNTED, SIGNED_IN_BY_RESET } from './guardAuthOperations'

/**
 * A successful sign-in clears this client's attempts on the account, does not count as a failure
 * in the portal's warning, and makes this browser known to the account (it is then spared the
 * account's lock). A reset by emailed token proves the owner: it ends the lock altogether.
 */
export const forgiveAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = String(user.email ?? '').toLowerCase()
  await releaseLimit(req, 'accountClient', `${email}|${clientKey(req)}`)
  await releaseLimit(req, 'accountFailures', email, 1)
  if (req.context[SIGNED_IN_BY_RESET]) await releaseLimit(req, 'accountAllClients', email)
  else if (req.context[CEILING_COUNTED]) await releaseLimit(req, 'accountAllClients', email, 1)
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', knownDeviceCookie(req, email))
  return user
}
