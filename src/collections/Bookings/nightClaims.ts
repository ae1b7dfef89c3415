import { randomUUID } from 'node:crypto'

import type { DatabaseAdapterObj, Field, PayloadRequest, Where } from 'payload'

import { nobody } from '@/access/nobody'

import { Refusal } from '@/http/refusal'

import { BOOKING_STATUS_LABELS, isBookingStatus } from '@/lib/bookings/status'
import { MESSAGES } from '@/lib/messages'

import { claimNights, giveBack, nothingTaken, type Claim } from './nightRows'

export type { Claim } from './nightRows'

/**
 * What a write of a stay or block must do at the moment it reaches the database: the nights to
 * claim (none for a stay that takes none); for an update, the tag its nights were held under when
 * it was read (`heldUnder`, null for one written before tags) and the fields that place its nights
 * as they were (`was`, written back if the rest of the write fails); for a stay, the status it was
 * read with.
 */
export type WritePlan = {
  claim: Claim | null
  heldUnder?: string | null
  was?: Record<string, unknown>
  expectStatus?: string
}

/** The tag a stay or block holds its nights under, written only here, with its nights' fields. */
export const NIGHTS_CLAIM = 'nightsClaim'

/** The field of a stay or block that keeps `NIGHTS_CLAIM`: no API writes it. */
export const nightsClaimField: Field = {
  name: NIGHTS_CLAIM,
  type: 'text',
  index: true,
  access: { create: nobody, update: nobody },
  admin: { hidden: true },
}

/** The fields that say which nights a stay or block takes: written with its tag, at once. */
const NIGHT_FIELDS: Record<string, readonly string[]> = {
  bookings: ['status', 'room', 'checkIn', 'checkOut'],
  'room-blocks': ['room', 'startDate', 'endDate'],
}

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
 * validated them:
 * 1. claim the nights under a tag of the write's own (`claimNights`);
 * 2. by one compare-and-set on the tag it was read with (and, a stay, its status), write the new
 *    tag with the fields that place its nights, so of all writes that read one state exactly one
 *    wins, and whoever reads the stay sees its tag and its nights together;
 * 3. write the rest.
 * A claim refused, a state someone else changed in the meantime, or a failed write leaves the stay
 * or block as it was and gives back what this write took. The rows still under the old tag are
 * released only after the write (the collections' `afterChange`, `releaseReplaced`), so a stay
 * being moved never holds neither.
 *
 * On MongoDB (as read in @payloadcms/db-mongodb 3.90 and mongoose): the adapter's `updateOne`
 * with a `where` is one `Model.findOneAndUpdate(filter, { $set })`, atomic on its document, so the
 * compare-and-set on the stay and each take-over of a night row (`retag`) is decided by the server
 * whichever instance sends it; `{ equals: null }` becomes `$eq: null`, which also matches the rows
 * and stays stored before tags existed (no `claim` field at all). A claim's insert is refused with
 * E11000 by the unique `key` index (built before the first write: `ensureIndexes` in
 * payload.config.ts), after which the holder is read. `deleteMany` is `Model.deleteMany`, not one
 * atomic step, but it only ever deletes rows under a tag no live write can take over any more
 * (its own, or a state already replaced). On a standalone server (the compose file's) Payload runs
 * no transactions. On a replica set the compare-and-set and the after-write release run in the
 * request's transaction: a second writer of the stay's document is refused with a write conflict
 * instead of matching nothing, the same lost race; the claims run outside it, so every instance
 * sees them at once. One case is left to the hourly `clearOrphanNights` there: a write refused for
 * a night another stay holds, while a write of the same stay is still committing, may return the
 * rows it took over to the old tag after the winner's release ran; those are nights the winner
 * does not keep.
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
        if (!plan) return create(createArgs)
        const tag = randomUUID()
        const data = { ...createArgs.data, [NIGHTS_CLAIM]: tag }
        if (!plan.claim) return create({ ...createArgs, data })
        const req = createArgs.req as PayloadRequest
        const taken = nothingTaken(plan.claim.owner, tag, null)
        try {
          await claimNights(req, plan.claim, taken, false)
          return await create({ ...createArgs, data })
        } catch (error) {
          await giveBack(req, taken, async () => true)
          throw error
        }
      }

      db.updateOne = async (updateArgs) => {
        const plan =
          'id' in updateArgs && updateArgs.id !== undefined
            ? takePlan(updateArgs.req, updateArgs.collection, updateArgs.id)
            : undefined
        if (!plan) return updateOne(updateArgs)
        const { collection } = updateArgs
        const req = updateArgs.req as PayloadRequest
        const id = (updateArgs as { id: string | number }).id
        const from = plan.heldUnder ?? null
        const tag = randomUUID()
        const taken = plan.claim ? nothingTaken(plan.claim.owner, tag, from) : null
        const state = async () =>
          (await db.findOne({ collection, where: { id: { equals: id } }, req })) as Record<
            string,
            unknown
          > | null
        try {
          if (plan.claim && taken) await claimNights(req, plan.claim, taken, true)
          const data = updateArgs.data as Record<string, unknown>
          const placing = NIGHT_FIELDS[collection] ?? []
          const placed: Record<string, unknown> = { [NIGHTS_CLAIM]: tag }
          const rest: Record<string, unknown> = {}
          for (const [field, value] of Object.entries(data)) {
            if (placing.includes(field)) placed[field] = value
            else if (field !== NIGHTS_CLAIM) rest[field] = value
          }
          const readWith: Where[] = [
            { id: { equals: id } },
            { [NIGHTS_CLAIM]: { equals: from } },
            ...(plan.expectStatus === undefined ? [] : [{ status: { equals: plan.expectStatus } }]),
          ]
          const moved = await updateOne({
            collection,
            where: { and: readWith },
            data: placed,
            req,
            ...atomic,
          }).catch((error: unknown) => {
            if (isWriteConflict(error)) throw new Refusal(MESSAGES.booking.changedMeanwhile, 409)
            throw error
          })
          if (!moved) {
            const now = await state()
            if (plan.expectStatus !== undefined && now?.status !== plan.expectStatus) {
              throw staleRefusal(now?.status as string | undefined)
            }
            throw new Refusal(MESSAGES.booking.changedMeanwhile, 409)
          }
          // The placing fields are written; the rest never writes them back, so a write that won
          // after this one is not undone by it.
          try {
            return await updateOne({ ...updateArgs, data: rest })
          } catch (error) {
            // Without a transaction (SQLite) the stay would stay moved with the rest unwritten: it
            // goes back, unless someone has written it since.
            await updateOne({
              collection,
              where: { and: [{ id: { equals: id } }, { [NIGHTS_CLAIM]: { equals: tag } }] },
              data: { ...plan.was, [NIGHTS_CLAIM]: from },
              req,
              ...atomic,
            }).catch(() => undefined)
            throw error
          }
        } catch (error) {
          if (taken) {
            await giveBack(req, taken, async () => {
              const now = await state().catch(() => null)
              return (now?.[NIGHTS_CLAIM] ?? null) === from
            })
          }
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
