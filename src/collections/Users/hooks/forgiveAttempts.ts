import type { CollectionAfterLoginHook } from 'payload'

import { clientKey, releaseLimit } from '@/services/rateLimit'

/**
 * A successful sign-in clears this client's attempts on the account, and does not count as a
 * failure in the portal's warning.
 */
export const forgiveAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = String(user.email ?? '').toLowerCase()
  await releaseLimit(req, 'accountClient', `${email}|${clientKey(req)}`)
  await releaseLimit(req, 'accountFailures', email, 1)
  await releaseLimit(req, 'accountAllClients', email, 1)
  return user
}
