import { createLocalReq, type DatabaseAdapterObj, type PayloadRequest } from 'payload'

import { Refusal } from '@/endpoints/refusal'

import { nightKey } from '@/lib/bookings/availability'
import { BOOKING_STATUS_LABELS, isBookingStatus } from '@/lib/bookings/status'
import { MESSAGES } from '@/lib/messages'

/**
 * Taken nights are rows of `booked-nights`, one per room and night, with a unique key. Claiming a
 * night is inserting its row; the database lets exactly one insert of a key succeed, so two
 * confirmations racing for the same night cannot both win, whichever app instance runs them and
 * whether the database is SQLite (one writer) or MongoDB (unique index), with or without
 * transactions. Nights are claimed in date order and a refused claim gives back the nights it had
 * just taken, so at least one of several overlapping claims always succeeds.
 *
 * Each claim is its own write, outside the transaction of the request that asked for it: on a
 * MongoDB replica set Payload rolls back a request's whole transaction when one of its inserts
 * fails, which would also undo the nights this claim had just taken (or, sharing the request, a
 * move's new nights) while the stay went on believing it held them.
 */

export type Claim = { owner: string; roomId: string; nights: readonly string[] }

/** A request of its own for the claim's writes: same user, no transaction shared with the caller. */
function ownRequest(req: PayloadRequest): Promise<PayloadRequest> {
  return createLocalReq({ user: req.user ?? undefined }, req.payload)
}

async function ownerOf(req: PayloadRequest, key: string): Promise<string | null> {
  const found = await req.payload.find({
    collection: 'booked-nights',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.owner ?? null
}

async function releaseKeys(req: PayloadRequest, owner: string, keys: readonly string[]) {
  if (!keys.length) return
  await req.payload.delete({
    collection: 'booked-nights',
    where: { and: [{ owner: { equals: owner } }, { key: { in: [...keys] } }] },
    overrideAccess: true,
    req,
  })
}

/**
 * Takes every night of a stay or block for its owner, or refuses with 409 and takes none. Answers
 * the keys it inserted (not those the owner already held), for `giveBack` if the write it was made
 * for fails.
 */
export async function claimNights(
  callerReq: PayloadRequest,
  { owner, roomId, nights }: Claim,
): Promise<string[]> {
  const req = await ownRequest(callerReq)
  const claimed: string[] = []
  for (const night of [...nights].sort()) {
    const key = nightKey(roomId, night)
    try {
      await req.payload.create({
        collection: 'booked-nights',
        data: { key, room: roomId, night, owner },
        overrideAccess: true,
        req,
      })
      claimed.push(key)
    } catch (error) {
      const holder = await ownerOf(req, key)
      if (holder === owner) continue
      await releaseKeys(req, owner, claimed)
      if (holder) throw new Refusal(MESSAGES.booking.notFree, 409)
      throw error
    }
  }
  return claimed
}

/** Gives back nights a claim had just inserted, when the write they were taken for failed. */
export async function giveBack(callerReq: PayloadRequest, owner: string, keys: readonly string[]) {
  await releaseKeys(await ownRequest(callerReq), owner, keys)
}

/** Gives back the owner's nights that are not in `keep` (all of them when `keep` is empty). */
export async function releaseNights(
  req: PayloadRequest,
  owner: string,
  keep: { roomId: string; nights: readonly string[] } | null = null,
) {
  const keepKeys = keep ? keep.nights.map((night) => nightKey(keep.roomId, night)) : []
  await req.payload.delete({
    collection: 'booked-nights',
    where: keepKeys.length
      ? { and: [{ owner: { equals: owner } }, { key: { not_in: keepKeys } }] }
      : { owner: { equals: owner } },
    overrideAccess: true,
    req,
  })
}

/**
 * What a write of a stay or block must do at the moment it reaches the database: the nights to
 * claim (none for a stay that takes none) and, for a stay, the status it was read with.
 */
export type WritePlan = { claim: Claim | null; expectStatus?: string }

const CLAIMED = new Set(['bookings', 'room-blocks'])
const plans = new WeakMap<object, Map<string, WritePlan>>()
const planKey = (collection: string, id: string | number | undefined) =>
  `${collection}:${id ?? 'new'}`

/**
 * Leaves the plan for this write (`id` undefined for a create) to `withClaimsOnWrite`. Called by
 * the collections' `beforeChange` hooks, which Payload runs before the fields' own validation:
 * nights claimed there stayed taken when the validation then refused the write.
 */
export function planWrite(
  req: PayloadRequest,
  collection: 'bookings' | 'room-blocks',
  id: string | number | undefined,
  plan: WritePlan,
) {
  const forReq = plans.get(req) ?? new Map<string, WritePlan>()
  forReq.set(planKey(collection, id), plan)
  plans.set(req, forReq)
}

function takePlan(
  req: Partial<PayloadRequest> | undefined,
  collection: string,
  id?: string | number,
) {
  if (!req || !CLAIMED.has(collection)) return undefined
  const forReq = plans.get(req)
  const key = planKey(collection, id)
  const plan = forReq?.get(key)
  forReq?.delete(key)
  return plan
}

/**
 * The database adapter with the writes of stays and blocks made in three steps, after Payload has
 * validated them: claim the new nights, then (a stay) move its status from the one it was read
 * with by a compare-and-set, then write the rest. A claim refused, a status someone else changed
 * in the meantime, or a failed write leaves the booking as it was and gives back the nights just
 * taken. The old nights are given back only after the write (the collections' `afterChange`), so a
 * stay being moved never holds neither.
 */
export function withClaimsOnWrite(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const create = db.create.bind(db)
      const updateOne = db.updateOne.bind(db)
      const atomic = db.name === 'mongoose' ? {} : { options: { atomic: true } }

      db.create = async (createArgs) => {
        const plan = takePlan(createArgs.req, createArgs.collection)
        if (!plan?.claim) return create(createArgs)
        const claimed = await claimNights(createArgs.req as PayloadRequest, plan.claim)
        try {
          return await create(createArgs)
        } catch (error) {
          await giveBack(createArgs.req as PayloadRequest, plan.claim.owner, claimed)
          throw error
        }
      }

      db.updateOne = async (updateArgs) => {
        const plan =
          'id' in updateArgs && updateArgs.id !== undefined
            ? takePlan(updateArgs.req, updateArgs.collection, updateArgs.id)
            : undefined
        if (!plan) return updateOne(updateArgs)
        const { collection, req } = updateArgs
        const id = (updateArgs as { id: string | number }).id
        const claimed = plan.claim ? await claimNights(req as PayloadRequest, plan.claim) : []
        try {
          if (plan.expectStatus === undefined) return await updateOne(updateArgs)
          const { status: asked, ...rest } = updateArgs.data as Record<string, unknown>
          const status = asked ?? plan.expectStatus
          const moved = await updateOne({
            collection,
            where: { and: [{ id: { equals: id } }, { status: { equals: plan.expectStatus } }] },
            data: { status },
            req,
            ...atomic,
          }).catch((error: unknown) => {
            // In a MongoDB transaction the second of two writers to one booking is refused with
            // a write conflict rather than matching nothing: the same loss of the race.
            if (isWriteConflict(error)) throw new Refusal(MESSAGES.booking.changedMeanwhile, 409)
            throw error
          })
          if (!moved) {
            const now = await db.findOne({ collection, where: { id: { equals: id } }, req })
            throw staleRefusal((now as { status?: string } | null)?.status)
          }
          // The status is written; the rest never writes it back, so a concurrent step that won
          // after this one is not undone by it.
          try {
            return await updateOne({ ...updateArgs, data: rest })
          } catch (error) {
            // Without a transaction (SQLite) the status would stay moved with the rest unwritten:
            // it goes back, unless someone has moved it on since.
            await updateOne({
              collection,
              where: { and: [{ id: { equals: id } }, { status: { equals: status } }] },
              data: { status: plan.expectStatus },
              req,
              ...atomic,
            }).catch(() => undefined)
            throw error
          }
        } catch (error) {
          if (plan.claim) await giveBack(req as PayloadRequest, plan.claim.owner, claimed)
          throw error
        }
      }
      return db
    },
  }
}

function isWriteConflict(error: unknown): boolean {
  const { code, errorLabels } = error as { code?: number; errorLabels?: string[] }
  return code === 112 || (errorLabels ?? []).includes('TransientTransactionError')
}

/** The answer to a step from a status the booking no longer has (gone: "deleted"). */
export function staleRefusal(status: string | null | undefined): Refusal {
  const now = isBookingStatus(status) ? BOOKING_STATUS_LABELS[status].toLowerCase() : 'deleted'
  return new Refusal(MESSAGES.booking.stale(now), 409)
}
