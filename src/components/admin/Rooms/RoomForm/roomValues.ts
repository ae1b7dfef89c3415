import type { ContractRoom } from '@/lib/rooms/contract'
import type { AmenityKey } from '@/lib/rooms'
import type { RoomErrors, RoomField } from '@/lib/rooms/validation'

/** What the form holds: prices as typed (strings) until they are sent. */
export type Values = {
  name: string
  description: string
  regularPrice: string
  discountedPrice: string
  bedType: string
  offer: boolean
  isAvailable: boolean
} & Record<AmenityKey, boolean>

export type Phase = 'loading' | 'load-failed' | 'idle' | 'submitting' | 'done'

export type Edit = <K extends keyof Values>(key: K, value: Values[K]) => void

/** What each field section receives. */
export type SectionProps = { values: Values; errors: RoomErrors; edit: Edit }

export const EMPTY_VALUES: Values = {
  name: '',
  description: '',
  regularPrice: '',
  discountedPrice: '',
  bedType: '',
  offer: false,
  isAvailable: true,
  waterHeater: false,
  Tv: false,
  DSTV: false,
  AC: false,
  fridge: false,
  sofa: false,
}

export const FIELD_IDS: Record<RoomField, string> = {
  name: 'room-name',
  description: 'room-description',
  regularPrice: 'room-regular-price',
  discountedPrice: 'room-discounted-price',
  bedType: 'room-bed-type',
  images: 'room-images-picker',
}

export function valuesFromRoom(room: ContractRoom): Values {
  return {
    name: room.name,
    description: room.description,
    regularPrice: String(room.regularPrice),
    discountedPrice: room.discountedPrice === null ? '' : String(room.discountedPrice),
    bedType: room.bedType,
    offer: room.offer,
    isAvailable: room.isAvailable,
    waterHeater: room.waterHeater,
    Tv: room.Tv,
    DSTV: room.DSTV,
    AC: room.AC,
    fridge: room.fridge,
    sofa: room.sofa,
  }
}
