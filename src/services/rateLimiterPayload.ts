import type { BasePayload, Where } from 'payload'
import { RateLimiterCompatibleAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import type { RateLimit } from '@/payload-types'

const COLLECTION = 'rate-limits'

/** Rows whose window ended this long ago are deleted. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000
/** At most one clean-up per process in this time: the counters stay one indexed row each. */
const CLEAN_EVERY_MS = 5 * 60 * 1000

let lastCleaned = 0

type Options = {
  payload: BasePayload
  keyPrefix: string
  points: number
  /** Seconds in a window. */
  duration: number
}

type Row = Pick<RateLimit, 'key' | 'points' | 'expiresAt'>

/**
 * Rate-limit counters in the database through Payload, for SQLite, where every instance shares
 * one file. Each use is one atomic `UPDATE ... SET points = points + n WHERE key = ? AND the window
 * is open`; a key without an open window starts one by inserting its row (the unique key lets only
 * one insert win) or by replacing its expired row (only one instance's replacement can match),
 * and the losers count on top of the winner's row. No count is lost between instances.
 */
export class RateLimiterPayload extends RateLimiterCompatibleAbstract {
  private readonly payload: BasePayload
  private readonly prefix: string
  readonly points: number
  private readonly msDuration: number
  private block_ = 0
  private evenly = false

  constructor({ payload, keyPrefix, points, duration }: Options) {
    super()
    this.payload = payload
    this.prefix = keyPrefix
    this.points = points
    this.msDuration = duration * 1000
  }

  // @ts-expect-error The package's base class defines these as accessors; its types call them fields.
  get keyPrefix(): string {
    return this.prefix
  }

  // @ts-expect-error The package's base class defines these as accessors; its types call them fields.
  get blockDuration(): number {
    return this.block_
  }

  set blockDuration(value: number) {
    this.block_ = value
  }

  // @ts-expect-error The package's base class defines these as accessors; its types call them fields.
  get execEvenly(): boolean {
    return this.evenly
  }

  set execEvenly(value: boolean) {
    this.evenly = value
  }

  private rowKey(key: string | number): string {
    return `${this.prefix}:${key}`
  }

  /** Atomic on SQLite (one UPDATE ... WHERE ... RETURNING); MongoDB's findOneAndUpdate is already. */
  private updateWhere(where: Where, data: Record<string, unknown>): Promise<Row | null> {
    const { db } = this.payload
    return db.updateOne({
      collection: COLLECTION,
      where,
      data,
      returning: true,
      ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
    }) as unknown as Promise<Row | null>
  }

  private open(rowKey: string, now: Date): Where {
    return {
      and: [
        { key: { equals: rowKey } },
        {
          or: [
            { expiresAt: { greater_than: now.toISOString() } },
            { expiresAt: { exists: false } },
          ],
        },
      ],
    }
  }

  private result(row: Row, changed: number, now: number): RateLimiterRes {
    const consumed = row.points
    const msBeforeNext = row.expiresAt ? Math.max(new Date(row.expiresAt).getTime() - now, 0) : -1
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      msBeforeNext,
      consumed,
      consumed === changed,
    )
  }

  /** Adds `points` (negative to give back) to the open window, or starts a window with them. */
  private async upsert(
    key: string | number,
    points: number,
    msDuration: number,
    force = false,
  ): Promise<RateLimiterRes> {
    const rowKey = this.rowKey(key)
    const now = new Date()
    const expiresAt = msDuration > 0 ? new Date(now.getTime() + msDuration).toISOString() : null
    this.cleanUp(now.getTime())
    const counted = () => this.updateWhere(this.open(rowKey, now), { points: { $inc: points } })
    if (!force) {
      const row = await counted()
      if (row) return this.result(row, points, now.getTime())
      try {
        const created = (await this.payload.db.create({
          collection: COLLECTION,
          data: { key: rowKey, points, expiresAt },
        })) as unknown as Row
        return this.result(created, points, now.getTime())
      } catch {
        // The key has a row: its window ended, or another instance started one a moment ago.
      }
    }
    const ended: Where = force
      ? { key: { equals: rowKey } }
      : {
          and: [{ key: { equals: rowKey } }, { expiresAt: { less_than_equal: now.toISOString() } }],
        }
    const replaced = await this.updateWhere(ended, { points, expiresAt })
    if (replaced) return this.result(replaced, points, now.getTime())
    if (force) {
      const created = (await this.payload.db.create({
        collection: COLLECTION,
        data: { key: rowKey, points, expiresAt },
      })) as unknown as Row
      return this.result(created, points, now.getTime())
    }
    // Another instance started the new window first: count on top of it.
    const row = await counted()
    if (!row) throw new Error(`Rate-limit counter ${rowKey} could not be counted`)
    return this.result(row, points, now.getTime())
  }

  private cleanUp(now: number) {
    if (now - lastCleaned < CLEAN_EVERY_MS) return
    lastCleaned = now
    this.payload.db
      .deleteMany({
        collection: COLLECTION,
        where: { expiresAt: { less_than: new Date(now - KEEP_EXPIRED_MS).toISOString() } },
      })
      .catch((err: unknown) =>
        this.payload.logger.error({ err, msg: 'Expired rate-limit counters not deleted' }),
      )
  }

  async consume(key: string | number, pointsToConsume = 1): Promise<RateLimiterRes> {
    const res = await this.upsert(key, pointsToConsume, this.msDuration)
    if (res.consumedPoints > this.points) {
      if (this.block_ > 0 && res.consumedPoints - pointsToConsume <= this.points) {
        return Promise.reject(await this.block(key, this.block_))
      }
      return Promise.reject(res)
    }
    return res
  }

  penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.upsert(key, points, this.msDuration)
  }

  reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.upsert(key, -points, this.msDuration)
  }

  async get(key: string | number): Promise<RateLimiterRes | null> {
    const now = new Date()
    const found = (await this.payload.db.findOne({
      collection: COLLECTION,
      where: this.open(this.rowKey(key), now),
    })) as Row | null
    return found ? this.result(found, 0, now.getTime()) : null
  }

  set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    return this.upsert(key, points, secDuration * 1000, true)
  }

  block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    return this.upsert(key, this.points + 1, secDuration * 1000, true)
  }

  async delete(key: string | number): Promise<boolean> {
    const deleted = await this.payload.db.deleteOne({
      collection: COLLECTION,
      where: { key: { equals: this.rowKey(key) } },
      returning: true,
    })
    return Boolean(deleted)
  }
}
