import type { PayloadRequest } from 'payload'

import { MESSAGES } from '@/lib/messages'
import { filenameFromUrl } from '@/lib/rooms/contract'
import { AMENITY_KEYS, MAX_ROOM_IMAGES, type AmenityKey } from '@/lib/rooms'
import {
  firstRoomError,
  normalizeRoom,
  validateRoom,
  type NormalizedRoom,
} from '@/lib/rooms/validation'
import { Refusal } from '@/http/refusal'

const MAX_TEXT = 5_000

function text(body: Record<string, unknown>, key: string, fallback: string): string {
  const value = body[key]
  if (value === undefined) return fallback
  if (value === null) return ''
  if (typeof value !== 'string') throw new Refusal(MESSAGES.request.mustBeText(key), 400)
  if (value.length > MAX_TEXT) throw new Refusal(MESSAGES.request.tooLong(key), 400)
  return value
}

function price(
  body: Record<string, unknown>,
  key: string,
  fallback: number | null,
): string | number | null {
  const value = body[key]
  if (value === undefined) return fallback
  if (value === null || value === '') return null
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.length < 32) return value
  throw new Refusal(
    key === 'regularPrice'
      ? MESSAGES.room.priceMustBePositive
      : MESSAGES.room.discountedPriceMustBePositive,
    400,
  )
}

function flag(body: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = body[key]
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') throw new Refusal(`${key} must be true or false`, 400)
  return value
}

export function urlList(body: Record<string, unknown>, key: string): string[] | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (
    !Array.isArray(value) ||
    value.some((item) => typeof item !== 'string' || item.length > 2_000)
  ) {
    throw new Refusal(`${key} must be a list of image addresses`, 400)
  }
  if (value.length > 50) throw new Refusal(MESSAGES.image.tooMany(0), 400)
  return value as string[]
}

type Current = Partial<NormalizedRoom> & { imageURLs?: string[] }

/**
 * Reads a create or full-edit body onto the room's current values, checks every room rule
 * with its message, and answers the room as it will be stored.
 */
export function parseRoomBody(
  body: Record<string, unknown>,
  current: Current = {},
): NormalizedRoom & { imageURLs: string[] } {
  const offer = flag(body, 'offer', current.offer ?? false)
  const amenities = Object.fromEntries(
    AMENITY_KEYS.map((key) => [key, flag(body, key, current[key] ?? false)]),
  ) as Record<AmenityKey, boolean>
  const imageURLs = urlList(body, 'imageURLs') ?? current.imageURLs ?? []
  const values = {
    name: text(body, 'name', current.name ?? ''),
    description: text(body, 'description', current.description ?? ''),
    regularPrice: price(body, 'regularPrice', current.regularPrice ?? null),
    discountedPrice: price(body, 'discountedPrice', current.discountedPrice ?? null),
    bedType: text(body, 'bedType', current.bedType ?? ''),
    offer,
    imageCount: imageURLs.length,
    isAvailable: flag(body, 'isAvailable', current.isAvailable ?? true),
    ...amenities,
  }
  const error = firstRoomError(validateRoom(values))
  if (error) throw new Refusal(error, 400)
  return { ...normalizeRoom(values), imageURLs }
}

/** Maps image addresses answered by the upload endpoint back to their media documents. */
export async function mediaIdsForUrls(
  req: PayloadRequest,
  urls: readonly string[],
): Promise<string[]> {
  if (urls.length > MAX_ROOM_IMAGES) throw new Refusal(MESSAGES.image.tooMany(0), 400)
  const ids: string[] = []
  for (const url of urls) {
    const filename = filenameFromUrl(url)
    const found = filename
      ? await req.payload.find({
          collection: 'media',
          where: { filename: { equals: filename } },
          limit: 1,
          depth: 0,
          req,
          overrideAccess: true,
        })
      : null
    const doc = found?.docs[0]
    if (!doc) throw new Refusal(`Image not found: ${url.slice(0, 200)}. Upload it first.`, 400)
    if (ids.includes(String(doc.id))) throw new Refusal(MESSAGES.upload.sameImageTwice, 400)
    ids.push(String(doc.id))
  }
  return ids
}
