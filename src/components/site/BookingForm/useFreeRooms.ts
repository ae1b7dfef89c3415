'use client'

import { useEffect, useState } from 'react'

import { fetchJson } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import { bookingRequest as requestText } from '@/lib/messages/bookingRequest'
import { validateStay, type BookingForm } from '@/lib/validation/booking'
import type { OfferedCombination } from '@/lib/bookings/roomCombinations'

/** One room as the availability answer lists it. */
export type OfferedRoom = {
  _id: string
  name: string
  nightlyPrice: number
  total: number
  available: boolean
  maxGuests?: number | null
  minNights?: number
  nightPrices?: { night: string; price: number }[]
}

type Availability = {
  checkIn: string
  checkOut: string
  nights: number
  /** The party as rooms count it. */
  guests?: number
  rooms: OfferedRoom[]
  combinations?: OfferedCombination[]
}

export type FreeRooms =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'loaded'
      nights: number
      rooms: OfferedRoom[]
      unfit: OfferedRoom[]
      /** The party as rooms count it, and the rooms offered together when no one room takes it. */
      counted: number
      combinations: OfferedCombination[]
    }

/**
 * The rooms free for every night of the stay, asked again whenever the dates or guests change, and
 * apart the rooms that are not offered because the party or the stay does not fit them (too many
 * guests, fewer nights than their dates ask), so the page can say why.
 */
export function useFreeRooms(
  stay: Pick<BookingForm, 'checkIn' | 'checkOut' | 'guests'> & { children?: string },
) {
  const [result, setResult] = useState<{ key: string; value: FreeRooms } | null>(null)
  const valid = stay.checkIn && stay.checkOut && !validateStay(stay)
  const key = valid ? `${stay.checkIn}|${stay.checkOut}|${stay.guests}|${stay.children || '0'}` : ''

  useEffect(() => {
    if (!key) return
    let live = true
    const [checkIn, checkOut, guests, children] = key.split('|')
    const query = new URLSearchParams({ checkIn, checkOut, guests })
    // Asked only when there are young children, so a party without them asks as it always has.
    if (children !== '0') query.set('children', children)
    fetchJson<Availability>(API.availability(query), {}, requestText.availabilityFailed)
      .then((body) => {
        const rooms = body.rooms.filter((room) => room.available)
        const counted = body.guests ?? Number(guests)
        const unfit = body.rooms.filter(
          (room) =>
            !room.available &&
            ((room.maxGuests ?? Infinity) < counted || (room.minNights ?? 1) > body.nights),
        )
        const combinations = body.combinations ?? []
        const value = { state: 'loaded' as const, nights: body.nights, rooms, unfit }
        if (live) setResult({ key, value: { ...value, counted, combinations } })
      })
      .catch((error: Error) => {
        if (live) setResult({ key, value: { state: 'error', message: error.message } })
      })
    return () => {
      live = false
    }
  }, [key])

  if (!key) return { state: 'idle' } as FreeRooms
  return result?.key === key ? result.value : ({ state: 'loading' } as FreeRooms)
}
