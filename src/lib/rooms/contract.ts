import type { Media, Room } from '@/payload-types'

import { relationId } from '@/lib/relationId'
import { roomPhotoAlt } from './photoAlt'
import type { RoomRecord } from './types'

/** One room image as the pages need it: the original plus the resized copies. */
export type ContractImage = {
  id: string
  url: string
  alt: string
  width: number | null
  height: number | null
  /** Resized WebP copies made at upload, smallest first. */
  sizes: {
    thumbnail: string | null
    small?: string | null
    card: string | null
    wide?: string | null
    large: string | null
  }
}

/**
 * A room as the API contract speaks it: the stored room with `_id` for its id, `imageURLs` (the
 * first is the thumbnail) and the creator's id in `userRef`.
 */
export type ContractRoom = RoomRecord & {
  _id: string
  imageURLs: string[]
  images: ContractImage[]
  userRef: string | null
}

function toImage(media: Media, roomName: string, index: number): ContractImage {
  return {
    id: String(media.id),
    url: media.url ?? '',
    alt: roomPhotoAlt(media, roomName, index),
    width: media.width ?? null,
    height: media.height ?? null,
    sizes: {
      thumbnail: media.sizes?.thumbnail?.url ?? null,
      small: media.sizes?.small?.url ?? null,
      card: media.sizes?.card?.url ?? null,
      wide: media.sizes?.wide?.url ?? null,
      large: media.sizes?.large?.url ?? null,
    },
  }
}

/** Needs the room read with depth >= 1 so its images are documents, not ids. */
export function toContractRoom(room: Room): ContractRoom {
  const images = (room.images ?? [])
    .filter((image): image is Media => typeof image === 'object' && image !== null)
    .map((media, index) => toImage(media, room.name, index))
  return {
    _id: String(room.id),
    name: room.name,
    description: room.description,
    regularPrice: room.regularPrice,
    discountedPrice: room.offer ? (room.discountedPrice ?? null) : null,
    bedType: room.bedType,
    offer: room.offer === true,
    waterHeater: room.waterHeater === true,
    Tv: room.Tv === true,
    DSTV: room.DSTV === true,
    AC: room.AC === true,
    fridge: room.fridge === true,
    sofa: room.sofa === true,
    isAvailable: room.isAvailable !== false,
    imageURLs: images.map((image) => image.url),
    images,
    userRef: room.userRef ? relationId(room.userRef) : null,
    createdAt: room.createdAt,
    updatedAt: room.updatedAt,
  }
}

/** The file name inside a media address, e.g. `/api/media/file/a.webp` → `a.webp`. */
export function filenameFromUrl(url: string): string | null {
  try {
    const pathname = new URL(url, 'http://x').pathname
    const name = decodeURIComponent(pathname.split('/').pop() ?? '')
    return name && !name.includes('..') ? name : null
  } catch {
    return null
  }
}
