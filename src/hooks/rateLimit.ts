import type { PayloadRequest } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { SOCKET_ADDRESS_HEADER } from '@server/client-address.mjs'

import { clientAddress } from '@/lib/clientAddress'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'

export { RATE_LIMITS } from '@/lib/rateLimits'

export type RateLimitName = keyof typeof RATE_LIMITS

const limiters = new Map<RateLimitName, RateLimiterAbstract>()

/**
 * On MongoDB the counters live in the database, so every app instance shares them. SQLite is a
 * single file served by a single instance, so its counters can live in that process.
 */
function limiterFor(req: PayloadRequest, name: RateLimitName): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const { points, duration } = RATE_LIMITS[name]
  const db = req.payload.db as unknown as { name: string; connection?: unknown }
  const limiter =
    db.name === 'mongoose' && db.connection
      ? new RateLimiterMongo({
          storeClient: db.connection,
          tableName: 'rate_limits',
          keyPrefix: name,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration })
  limiters.set(name, limiter)
  return limiter
}

/**
 * The client's address: the connection's own (stamped by server/start.mjs, which overwrites any
 * value a client sends), or the one a trusted proxy vouched for in X-Forwarded-For.
 */
export function clientKey(req: Pick<PayloadRequest, 'headers'>): string {
  return clientAddress({
    socketAddress: req.headers.get(SOCKET_ADDRESS_HEADER),
    forwardedFor: req.headers.get('x-forwarded-for'),
    trustedProxyHops: env.trustedProxyHops,
  })
}

/** The 429 every limit answers with. */
export function tooManyRequests(msBeforeNext: number): Response {
  return Response.json(
    {
      success: false,
      message: MESSAGES.request.rateLimited,
      // The upload contract reads `error.message`; Payload's own clients read `errors`.
      error: { message: MESSAGES.request.rateLimited },
      errors: [{ message: MESSAGES.request.rateLimited }],
    },
    { status: 429, headers: { 'Retry-After': String(Math.ceil(msBeforeNext / 1000)) } },
  )
}

/**
 * Counts one use of `key` against a limit. Answers how long to wait when it is spent, 0 when the
 * request may go on. A broken counter store must not lock guests out: it is logged and ignored.
 */
export async function consumeLimit(
  req: PayloadRequest,
  name: RateLimitName,
  key: string,
): Promise<number> {
  try {
    await limiterFor(req, name).consume(key)
    return 0
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext)
    req.payload.logger.error({ err: error, msg: `Rate limiter "${name}" failed` })
    return 0
  }
}

/** How many uses of `key` the current window has seen. */
export async function usedPoints(
  req: PayloadRequest,
  name: RateLimitName,
  key: string,
): Promise<number> {
  try {
    return (await limiterFor(req, name).get(key))?.consumedPoints ?? 0
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Rate limiter "${name}" failed` })
    return 0
  }
}

/** Gives `points` uses of `key` back (a success forgives the attempts before it). */
export async function releaseLimit(
  req: PayloadRequest,
  name: RateLimitName,
  key: string,
  points?: number,
): Promise<void> {
  try {
    const limiter = limiterFor(req, name)
    if (points === undefined) await limiter.delete(key)
    else await limiter.reward(key, points)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Rate limiter "${name}" failed` })
  }
}

/** Counts this request; answers the 429 to send when the client is over its limit. */
export async function rateLimit(
  req: PayloadRequest,
  name: RateLimitName,
): Promise<Response | null> {
  const waitMs = await consumeLimit(req, name, clientKey(req))
  return waitMs > 0 ? tooManyRequests(waitMs) : null
}
