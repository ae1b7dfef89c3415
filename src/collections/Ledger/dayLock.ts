import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

const CLAIMS = 'schedule-claims'
/**
 * A holder that stopped (its instance died mid-write) frees the day after this long. Far above the
 * few database round trips a write or a close takes while holding it.
 */
const LEASE_MS = 60_000
/** How long a writer waits for the day before it is told to try again: rounds of `PAUSE_MS`. */
const ROUNDS = 400
const PAUSE_MS = 25

const keyOf = (day: string) => `money-day:${day}`
const pause = () =>
  new Promise((resolve) => setTimeout(resolve, PAUSE_MS + Math.random() * PAUSE_MS))

/**
 * Runs `work` holding the money of one day (YYYY-MM-DD): a claim row with a unique key, which the
 * database lets one holder make, shared by every instance. Every ledger entry dated in the day is
 * written under it (`addLedgerEntry`), and so is the day's close (`closeDay`); so a close's
 * snapshot of the day and its record are written with no entry of the day between them, and an
 * entry's check that the day is still open holds until the entry is written. Without it, a payment
 * checked before the close was written and stored after the close's snapshot would sit in a
 * closed day that does not count it. Other writers wait their turn; the claim is removed after,
 * whatever `work` did.
 */
export async function withMoneyDay<T>(
  req: PayloadRequest,
  day: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = keyOf(day)
  let claimId: string | number | null = null
  for (let round = 1; claimId === null; round += 1) {
    try {
      const claim = await req.payload.create({
        collection: CLAIMS,
        data: { key, expiresAt: new Date(Date.now() + LEASE_MS).toISOString() },
        overrideAccess: true,
        req,
      })
      claimId = claim.id
    } catch (error) {
      const held = await req.payload.find({
        collection: CLAIMS,
        where: { key: { equals: key } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const holder = held.docs[0]
      if (!holder) {
        if (round >= ROUNDS) throw error
        continue
      }
      if (new Date(holder.expiresAt).getTime() < Date.now()) {
        // Left by a holder that stopped: remove that row (only if still the stale one) and claim.
        await req.payload.delete({
          collection: CLAIMS,
          where: {
            and: [
              { id: { equals: holder.id } },
              { expiresAt: { less_than: new Date().toISOString() } },
            ],
          },
          overrideAccess: true,
          req,
        })
        continue
      }
      if (round >= ROUNDS) throw new Refusal(MESSAGES.cashUp.busy, 409)
      await pause()
    }
  }
  try {
    return await work()
  } finally {
    await req.payload
      .delete({ collection: CLAIMS, id: claimId, overrideAccess: true, req })
      .catch(() => undefined)
  }
}
