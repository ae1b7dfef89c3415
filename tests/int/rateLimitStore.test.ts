/**
 * The database's rate-limit counters (SQLite, through Payload), as two app instances use them:
 * two limiters, one per instance, counting the same client at the same moment lose no count, and
 * a window that ends starts afresh for both.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { RateLimiterPayload } from '@/services/rateLimiterPayload'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp

beforeAll(async () => {
  app = await startTestApp('rate-limit-store')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

const limiterPair = (points: number, duration: number) =>
  [1, 2].map(
    () => new RateLimiterPayload({ payload: app.payload, keyPrefix: 'pair', points, duration }),
  )

/** Whether the use was allowed (resolved) or refused (rejected with the wait). */
async function allowed(use: Promise<RateLimiterRes>): Promise<boolean> {
  try {
    await use
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}

describe('rate-limit counters in the database', () => {
  it('count every use made through two limiters at once, and refuse past the limit', async () => {
    const [one, two] = limiterPair(10, 600)
    const uses = Array.from({ length: 16 }, (_, i) =>
      allowed((i % 2 === 0 ? one : two).consume('client-a')),
    )
    const results = await Promise.all(uses)
    expect(results.filter(Boolean)).toHaveLength(10)
    expect((await one.get('client-a'))?.consumedPoints).toBe(16)
    expect((await two.get('client-b'))?.consumedPoints ?? 0).toBe(0)
  })

  it('start a new window for both once the old one ends', async () => {
    const [one, two] = limiterPair(2, 1)
    expect(await allowed(one.consume('client-c'))).toBe(true)
    expect(await allowed(two.consume('client-c'))).toBe(true)
    expect(await allowed(one.consume('client-c'))).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const fresh = await Promise.all([two.consume('client-c'), one.consume('client-c')])
    expect(fresh.map((res) => res.consumedPoints).sort()).toEqual([1, 2])
  })

  it('give points back and forget a key', async () => {
    const [one, two] = limiterPair(5, 600)
    await one.consume('client-d', 3)
    await two.reward('client-d', 1)
    expect((await one.get('client-d'))?.consumedPoints).toBe(2)
    expect(await two.delete('client-d')).toBe(true)
    expect(await one.get('client-d')).toBeNull()
  })
})
