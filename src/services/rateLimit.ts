import type { BasePayload, PayloadRequest } from 'payload'
import {
  RateLimiterMongo,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterCompatibleAbstract,
} from 'rate-limiter-flexible'

import { SOCKET_ADDRESS_HEADER } from '@server/client-address.mjs'

import { clientAddress, limitKey } from '@/lib/clientAddress'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'

import { RateLimiterPayload } from './rateLimiterPayload'
import { sharedRedis } from './redis'

export { RATE_LIMITS } from '@/lib/rateLimits'

export type RateLimitName = keyof typeof RATE_LIMITS

type Limiter = RateLimiterAbstract | RateLimiterCompatibleAbstract

const limiters = new Map<RateLimitName, Limiter>()

/** A counter store that has not answered in this time lets the request through. */
const STORE_TIMEOUT_MS = 2000

/** The database's counters: MongoDB's own collection, or a Payload collection on SQLite. */
function databaseLimiter(payload: BasePayload, name: RateLimitName): Limiter {
  const { points, duration } = RATE_LIMITS[name]
  const db = payload.db as unknown as { name: string; connection?: unknown }
  return db.name === 'mongoose' && db.connection
    ? new RateLimiterMongo({
        storeClient: db.connection,
        tableName: 'rate_limits',
        keyPrefix: name,
        points,
        duration,
      })
    : new RateLimiterPayload({ payload, keyPrefix: name, points, duration })
}

/**
 * Every app instance counts against the same store: Redis when REDIS_URL is set, the database
 * otherwise. While Redis cannot be reached the database counts instead (a warning is logged when
 * it goes and when it comes back), so a Redis outage never locks anyone out.
 */
function limiterFor(req: PayloadRequest, name: RateLimitName): Limiter {
  const existing = limiters.get(name)
  if (existing) return existing
  const { points, duration } = RATE_LIMITS[name]
  const database = databaseLimiter(req.payload, name)
  const redis = sharedRedis(req.payload)
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: database,
        keyPrefix: `rl:${name}`,
        points,
        duration,
      })
    : database
  limiters.set(name, limiter)
  return limiter
}

/** The store's answer, or a failure once it has kept the request waiting too long. */
function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), STORE_TIMEOUT_MS)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * The client's address: the connection's own (stamped by server/start.mjs, which overwrites any
 * value a client sends), or the one a trusted proxy vouched for in X-Forwarded-For; counted by
 * its IPv6 /64 (`limitKey`).
 */
export function clientKey(req: Pick<PayloadRequest, 'headers'>): string {
  return limitKey(
    clientAddress({
      socketAddress: req.headers.get(SOCKET_ADDRESS_HEADER),
      forwardedFor: req.headers.get('x-forwarded-for'),
      trustedProxyHops: env.trustedProxyHops,
    }),
  )
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
 * Counts one use of `key` against a limit: how long to wait when it is spent (0 when the request
 * may go on), and how many uses the window has now seen, this one included (0 when unknown). A
 * broken counter store must not lock guests out: it is logged and ignored.
 */
export async function countUse(
  req: PayloadRequest,
  name: RateLimitName,
  key: string,
): Promise<{ waitMs: number; used: number }> {
  try {
    const { consumedPoints } = await withinTime(limiterFor(req, name).consume(key))
    return { waitMs: 0, used: consumedPoints }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { waitMs: Math.max(1, error.msBeforeNext), used: error.consumedPoints }
    }
    req.payload.logger.error({ err: error, msg: MESSAGES.operations.limiterFailed(name) })
    return { waitMs: 0, used: 0 }
  }
}

/** Counts one use of `key` against a limit; answers how long to wait, 0 when it may go on. */
export async function consumeLimit(
  req: PayloadRequest,
  name: RateLimitName,
  key: string,
): Promise<number> {
  return (await countUse(req, name, key)).waitMs
}

/** How many uses of `key` the current window has seen. */
export async function usedPoints(
  req: PayloadRequest,
  name: RateLimitName,
  key: string,
): Promise<number> {
  try {
    return (await withinTime(limiterFor(req, name).get(key)))?.consumedPoints ?? 0
  } catch (error) {
    req.payload.logger.error({ err: error, msg: MESSAGES.operations.limiterFailed(name) })
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
    if (points === undefined) await withinTime(limiter.delete(key))
    else await withinTime(limiter.reward(key, points))
  } catch (error) {
    req.payload.logger.error({ err: error, msg: MESSAGES.operations.limiterFailed(name) })
  }
}

/**
 * Counts one acknowledgement to a guest's address; answers whether it may go. Anyone can type any
 * address into the site's forms, so each address gets only a few a day, all forms together.
 */
export async function acknowledgementAllowed(
  req: PayloadRequest,
  address: string,
): Promise<boolean> {
  return (await consumeLimit(req, 'guestAcknowledgement', address.trim().toLowerCase())) === 0
}

/** Counts this request; answers the 429 to send when the client is over its limit. */
export async function rateLimit(
  req: PayloadRequest,
  name: RateLimitName,
): Promise<Response | null> {
  const waitMs = await consumeLimit(req, name, clientKey(req))
  return waitMs > 0 ? tooManyRequests(waitMs) : null
}
