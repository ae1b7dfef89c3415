import { createLocalReq, type PayloadRequest, type Where } from 'payload'

import { Refusal } from '@/http/refusal'

import { nightKey } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'

/**
 * Taken nights are rows of `booked-nights`, one per room and night, with a unique key. Claiming a
 * night is inserting its row; the database lets exactly one insert of a key succeed, so two
 * confirmations racing for the same night cannot both win, whichever app instance runs them and
 * whether the database is SQLite (one writer) or MongoDB (unique index), with or without
 * transactions. Nights are claimed in date order and a refused claim gives back the nights it had
 * just taken, so at least one of several overlapping claims always succeeds.
 *
 * Each row also carries the tag (`claim`) of the write that holds it, and a stay or block keeps
 * the tag its nights are held under (`nightsClaim`). A write of a stay or block gets a tag of its
 * own; a night its owner already holds it takes over only from the tag it read the stay with, by
 * one conditional update. Two writes of one stay at once therefore never share a row: the second
 * to reach a night finds it under the other's tag and loses (409), and a write only ever gives back
 * the rows it inserted or took over. Once the stay is written under the new tag (a
 * compare-and-set on the old one, so of writes that read the same state one wins), the rows still
 * under the old tag are the old nights the new stay does not keep, and only those are released.
 *
 * Each claim is its own write, outside the transaction of the request that asked for it: on a
 * MongoDB replica set Payload rolls back a request's whole transaction when one of its inserts
 * fails, which would also undo the nights this claim had just taken (or, sharing the request, a
 * move's new nights) while the stay went on believing it held them.
 */

export type Claim = { owner: string; roomId: string; nights: readonly string[] }

/**
 * What a write took for its stay or block: `inserted` rows and rows `adopted` from the tag the
 * stay was read with (`from`), all now under the write's own `tag`.
 */
export type Taken = {
  owner: string
  tag: string
  from: string | null
  inserted: string[]
  adopted: string[]
}

const atomicOn = (req: PayloadRequest) =>
  req.payload.db.name === 'mongoose' ? {} : { options: { atomic: true } }

/** A request of its own for the claim's writes: same user, no transaction shared with the caller. */
function ownRequest(req: PayloadRequest): Promise<PayloadRequest> {
  return createLocalReq({ user: req.user ?? undefined }, req.payload)
}

const underTag = (owner: string, tag: string | null, keys?: readonly string[]): Where => ({
  and: [
    { owner: { equals: owner } },
    { claim: { equals: tag } },
    ...(keys ? [{ key: { in: [...keys] } }] : []),
  ],
})

async function holderOf(req: PayloadRequest, key: string) {
  const found = await req.payload.find({
    collection: 'booked-nights',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** Moves one row from one tag to another, only if it is still under the first (one update). */
async function retag(
  req: PayloadRequest,
  owner: string,
  key: string,
  from: string | null,
  to: string | null,
): Promise<boolean> {
  const moved = await req.payload.db.updateOne({
    collection: 'booked-nights',
    where: underTag(owner, from, [key]),
    // Stamped, so the hourly clean-up leaves a night a write has just taken over alone.
    data: { claim: to, updatedAt: new Date().toISOString() },
    req,
    ...atomicOn(req),
  })
  return Boolean(moved)
}

async function deleteRows(req: PayloadRequest, where: Where) {
  await req.payload.db.deleteMany({ collection: 'booked-nights', where, req })
}

/** Nothing taken yet, for a write of `owner` under `tag` whose stay was read under `from`. */
export function nothingTaken(owner: string, tag: string, from: string | null): Taken {
  return { owner, tag, from, inserted: [], adopted: [] }
}

/**
 * Takes every night of a stay or block under the write's tag, recording each in `taken`, or
 * refuses with 409 (the caller gives back what `taken` holds). A night the owner holds under
 * `taken.from`, the tag of the state the write read, is taken over (not for a new stay or block,
 * `takeOver` false); under any other tag another write of the same owner has it, and this one loses.
 */
export async function claimNights(
  callerReq: PayloadRequest,
  { owner, roomId, nights }: Claim,
  taken: Taken,
  takeOver: boolean,
): Promise<void> {
  const req = await ownRequest(callerReq)
  for (const night of [...nights].sort()) {
    const key = nightKey(roomId, night)
    try {
      await req.payload.create({
        collection: 'booked-nights',
        data: { key, room: roomId, night, owner, claim: taken.tag },
        overrideAccess: true,
        req,
      })
      taken.inserted.push(key)
    } catch (error) {
      const holder = await holderOf(req, key)
      const ours = holder?.owner === owner
      if (ours && takeOver && (await retag(req, owner, key, taken.from, taken.tag))) {
        taken.adopted.push(key)
        continue
      }
      if (ours) throw new Refusal(MESSAGES.booking.changedMeanwhile, 409)
      if (holder) throw new Refusal(MESSAGES.booking.notFree, 409)
      throw error
    }
  }
}

/**
 * Gives back what a write took when the write failed: the rows it inserted go, the rows it took
 * over return to the tag they had. When the stay has meanwhile been written under another tag
 * (`stillFrom` answers false), the rows under the old tag belong to no state any more and go too:
 * the winner released that tag's rows already, perhaps before these came back to it.
 */
export async function giveBack(
  callerReq: PayloadRequest,
  taken: Taken,
  stillFrom: () => Promise<boolean>,
) {
  const req = await ownRequest(callerReq)
  const { owner, tag, from, inserted, adopted } = taken
  if (inserted.length) await deleteRows(req, underTag(owner, tag, inserted))
  if (!adopted.length) return
  for (const key of adopted) await retag(req, owner, key, tag, from)
  if (!(await stillFrom())) await deleteRows(req, underTag(owner, from))
}

/**
 * After a stay or block is written under a new tag: its rows still under the old one are nights
 * it no longer keeps (it took over every night it keeps). Rows other writes of it have claimed
 * meanwhile are under their own tags and stay.
 */
export async function releaseReplaced(
  req: PayloadRequest,
  owner: string,
  from: string | null | undefined,
  to: string | null | undefined,
) {
  if (from === to) return
  await deleteRows(req, underTag(owner, from ?? null))
}

/** Gives back every night of an owner that is gone. */
export async function releaseAll(req: PayloadRequest, owner: string) {
  await deleteRows(req, { owner: { equals: owner } })
}
