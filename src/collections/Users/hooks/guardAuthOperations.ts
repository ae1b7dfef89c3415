import { AuthenticationError, type CollectionBeforeOperationHook } from 'payload'

import { clientKey, consumeLimit, countUse, RATE_LIMITS } from '@/services/rateLimit'
import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

import { isKnownDevice } from '../knownDevice'
import { queueLockNotice } from '../lockNotice'
import { hashForNothing } from '../passwordHash'

/** Set by a route that has already counted this sign-in against the client's limit. */
export const SIGN_IN_COUNTED = 'signInCounted'
/** Set when this sign-in was counted against the account's ceiling across all clients. */
export const CEILING_COUNTED = 'ceilingCounted'
/** Set when this request signs in by an emailed reset token. */
export const SIGNED_IN_BY_RESET = 'signedInByReset'

function emailOf(data: unknown): string {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * A sign-in only from the site's own pages: a form on another site posting here would sign the
 * visitor into an account of the other site's choosing. Requests without an Origin (scripts,
 * the Local API) carry no visitor's cookies to abuse and pass.
 */
export function refuseCrossSite(req: {
  headers: Headers
  payload: { config: { csrf: string[] } }
}) {
  const origin = req.headers.get('origin')
  const crossSite = req.headers.get('sec-fetch-site') === 'cross-site'
  if (crossSite || (origin && !req.payload.config.csrf.includes(origin))) {
    throw new Refusal(MESSAGES.auth.crossOrigin, 403)
  }
}

/**
 * Every door to an account (the portal's sign-in and Payload's own login, reset and unlock
 * routes) gets the same limits, in one place:
 * - sign-in: a per-client limit; then each account and client pair may try five times without a
 *   success before that client waits (others, the owner included, are unaffected); past a higher
 *   ceiling for the account from all clients together, every client waits longer (an attacker
 *   with many addresses), but for a browser that signed in to the account before; the account and
 *   the admins are told by email when it reaches that ceiling; an unknown address costs the same
 *   time and gets the same answers as a known one;
 * - forgotten password: a few mails per client and per address, since each is sent in our name.
 */
export const guardAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  context,
  operation,
  req,
}) => {
  if (operation === 'login') {
    refuseCrossSite(req)
    const client = clientKey(req)
    if (!context[SIGN_IN_COUNTED]) {
      const wait = await consumeLimit(req, 'signIn', client)
      if (wait) throw new Refusal(MESSAGES.request.rateLimited, 429)
    }
    const email = emailOf(args.data)
    if (!email) return args
    if (await consumeLimit(req, 'accountClient', `${email}|${client}`)) {
      throw new Refusal(MESSAGES.signIn.locked, 429)
    }
    await consumeLimit(req, 'accountFailures', email)
    // A browser that signed in to the account before is spared its ceiling, which strangers can
    // reach from many addresses; the limits on its own address above still hold.
    const knownDevice = isKnownDevice(req, email)
    const ceiling = knownDevice
      ? { waitMs: 0, used: 0 }
      : await countUse(req, 'accountAllClients', email)
    context[CEILING_COUNTED] = !knownDevice
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0 && ceiling.used === RATE_LIMITS.accountAllClients.points) {
      await queueLockNotice(req, email)
    }
    if (ceiling.waitMs) throw new Refusal(MESSAGES.signIn.lockedEverywhere, 429)
    if (totalDocs === 0) {
      await hashForNothing(String((args.data as { password?: unknown }).password ?? ''))
      throw new AuthenticationError(req.t)
    }
  }
  if (operation === 'resetPassword') context[SIGNED_IN_BY_RESET] = true
  if (operation === 'forgotPassword') {
    const email = emailOf(args.data)
    const waits = await Promise.all([
      consumeLimit(req, 'forgotPassword', clientKey(req)),
      consumeLimit(req, 'forgotPassword', `address:${email}`),
    ])
    if (waits.some(Boolean)) throw new Refusal(MESSAGES.request.rateLimited, 429)
  }
  return args
}
