import { createHash, createHmac, randomBytes } from 'node:crypto'

import type { PayloadRequest, Where } from 'payload'

import { isStayToken } from '@/lib/guestStay/stayLink'
import { env } from '@/lib/env'
import type { Booking } from '@/payload-types'

/** The token of a stay's page: the server's secret signs the booking and its random key. */
function stayToken(bookingId: string | number, key: string): string {
  return createHmac('sha256', env.payloadSecret)
    .update(`stay:${bookingId}:${key}`)
    .digest('base64url')
    .slice(0, 32)
}

/** Only this is stored and looked up: a copy of the database opens no guest's page. */
export function stayTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The stays whose page this token's hash opens: its first token, or one made under a later secret. */
function opensWith(hash: string): Where {
  return {
    or: [{ stayTokenHash: { equals: hash } }, { 'laterTokenHashes.hash': { equals: hash } }],
  }
}

/** The stay's key, written the first time a link is asked for; the loser of a race reads the winner's. */
async function stayKeyOf(
  req: PayloadRequest,
  booking: Pick<Booking, 'id'> & { stayKey?: string | null },
): Promise<{ key: string; fresh: boolean }> {
  if (booking.stayKey) return { key: booking.stayKey, fresh: false }
  const fresh = randomBytes(16).toString('hex')
  const db = req.payload.db
  // A compare-and-set: the key is written only where none is yet, so two messages made at once agree.
  const written = await db.updateOne({
    collection: 'bookings',
    where: { and: [{ id: { equals: booking.id } }, { stayKey: { exists: false } }] },
    data: { stayKey: fresh, stayTokenHash: stayTokenHash(stayToken(booking.id, fresh)) },
    returning: true,
    req,
    ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
  })
  if (written) return { key: fresh, fresh: true }
  const stored = await req.payload.findByID({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { key: stored.stayKey ?? fresh, fresh: false }
}

/**
 * Keeps the hash of this token beside the stay's earlier ones when the server's secret has changed
 * since (rotated, or the database restored on another host): the links sent before still open the
 * page, the ones made now open it too, and the database still holds hashes only.
 */
async function keepTokenHash(req: PayloadRequest, bookingId: string | number, hash: string) {
  const { totalDocs } = await req.payload.count({
    collection: 'bookings',
    where: { and: [{ id: { equals: bookingId } }, opensWith(hash)] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  // Appended as the history is: a write carrying a whole array makes the SQLite adapter rewrite
  // every array of the stay (its history with them) from what the write carries.
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: bookingId,
    // Below the collection's hooks, which would give the row its id: a row id as theirs.
    data: { laterTokenHashes: { $push: [{ id: randomBytes(12).toString('hex'), hash }] } },
    req,
    returning: false,
  })
}

/** The stay's private page, made the first time it is asked for. */
export async function stayPageUrl(
  req: PayloadRequest,
  booking: Pick<Booking, 'id'> & { stayKey?: string | null },
): Promise<string> {
  const { key, fresh } = await stayKeyOf(req, booking)
  const token = stayToken(booking.id, key)
  if (!fresh) await keepTokenHash(req, booking.id, stayTokenHash(token))
  return `${env.serverUrl}/stay/${token}`
}

/** The stay a token opens, or null: a wrong token and a missing stay look alike. */
export async function stayByToken(
  req: PayloadRequest,
  token: unknown,
  depth = 1,
): Promise<Booking | null> {
  if (!isStayToken(token)) return null
  const found = await req.payload.find({
    collection: 'bookings',
    where: opensWith(stayTokenHash(token)),
    limit: 1,
    depth,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}
