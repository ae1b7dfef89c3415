import type { PayloadRequest } from 'payload'

import { Refusal } from '@/endpoints/refusal'

import { nightKey } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'

/**
 * Taken nights are rows of `booked-nights`, one per room and night, with a unique key. Claiming a
 * night is inserting its row; the database lets exactly one insert of a key succeed, so two
 * confirmations racing for the same night cannot both win, whichever app instance runs them and
 * whether the database is SQLite (one writer) or MongoDB (unique index), with or without
 * transactions. Nights are claimed in date order and a refused claim gives back the nights it had
 * just taken, so at least one of several overlapping claims always succeeds.
 */

type Claim = { owner: string; roomId: string; nights: readonly string[] }

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

/** Takes every night of a stay or block for its owner, or refuses with 409 and takes none. */
export async function claimNights(req: PayloadRequest, { owner, roomId, nights }: Claim) {
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
