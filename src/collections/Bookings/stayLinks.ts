import { createHash, createHmac, randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { isStayToken } from '@/lib/bookings/stayLink'
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

/**
 * The stay's private page, made the first time it is asked for. Two messages made at once agree:
 * the key is written only where none is yet (a compare-and-set), and the loser reads the winner's.
 */
export async function stayPageUrl(
  req: PayloadRequest,
  booking: Pick<Booking, 'id'> & { stayKey?: string | null },
): Promise<string> {
  let key = booking.stayKey
  if (!key) {
    const fresh = randomBytes(16).toString('hex')
    const db = req.payload.db
    const written = await db.updateOne({
      collection: 'bookings',
      where: { and: [{ id: { equals: booking.id } }, { stayKey: { exists: false } }] },
      data: { stayKey: fresh, stayTokenHash: stayTokenHash(stayToken(booking.id, fresh)) },
      returning: true,
      req,
      ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
    })
    if (written) key = fresh
    else {
      const stored = await req.payload.findByID({
        collection: 'bookings',
        id: booking.id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      key = stored.stayKey ?? fresh
    }
  }
  return `${env.serverUrl}/stay/${stayToken(booking.id, key as string)}`
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
    where: { stayTokenHash: { equals: stayTokenHash(token) } },
    limit: 1,
    depth,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}
