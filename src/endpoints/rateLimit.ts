import type { PayloadRequest } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { MESSAGES } from '@/lib/messages'

/**
 * Per-client limits on the endpoints a flood would hurt. Generous for real people (a guest sends a
 * message or two; staff upload six photos per room), tight enough to stop scripts.
 */
export const RATE_LIMITS = {
  signIn: { points: 30, duration: 10 * 60 },
  contact: { points: 10, duration: 10 * 60 },
  upload: { points: 60, duration: 10 * 60 },
  bookingRequest: { points: 10, duration: 10 * 60 },
} as const

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
 * The client's address: the last X-Forwarded-For entry, which is the one the nearest proxy (or
 * Next.js itself, from the socket, when there is no proxy) wrote.
 */
export function clientKey(req: PayloadRequest): string {
  const forwarded = req.headers.get('x-forwarded-for') ?? ''
  const last = forwarded
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop()
  return last || 'unknown'
}

/** Counts this request; answers the 429 to send when the client is over its limit. */
export async function rateLimit(
  req: PayloadRequest,
  name: RateLimitName,
): Promise<Response | null> {
  try {
    await limiterFor(req, name).consume(clientKey(req))
    return null
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return Response.json(
        {
          success: false,
          message: MESSAGES.request.rateLimited,
          error: { message: MESSAGES.request.rateLimited },
        },
        { status: 429, headers: { 'Retry-After': String(Math.ceil(error.msBeforeNext / 1000)) } },
      )
    }
    // A broken counter store must not lock guests out: log and let the request through.
    req.payload.logger.error({ err: error, msg: `Rate limiter "${name}" failed` })
    return null
  }
}
