'use client'

import useSWR from 'swr'

import { API } from '@/lib/apiRoutes'
import { stayNights } from '@/lib/bookings/availability'
import type { ChildPolicy } from '@/lib/bookings/party'
import { MESSAGES } from '@/lib/messages'

import { swrFetcher } from '@/components/admin/api'
import type { OfferedCombination } from '@/lib/bookings/roomCombinations'

export type NightPrice = { night: string; price: number }

/** One room as the desk may offer it for some dates: free or not, and its price for them. */
export type StayOption = {
  _id: string
  name: string
  /** False for a room hidden from guests: staff may still let it, knowingly. */
  isAvailable: boolean
  maxGuests: number | null
  available: boolean
  /** The stay's price by the rates, in whole pesewas, as its nights' prices are. */
  price: number
  nightPrices: NightPrice[]
}

type Options = {
  nights: number
  /** The party as rooms count it, by the owner's rule for young children. */
  guests?: number
  childPolicy?: ChildPolicy
  rooms: StayOption[]
  combinations?: OfferedCombination[]
}

const fetchOptions = swrFetcher<Options>(MESSAGES.desk.roomsFailed)

/**
 * Every room with whether it is free for the dates and its price for them, once both dates make
 * a stay. `bookingId` is the stay being changed: its own nights count as free.
 */
export function useStayOptions(stay: {
  checkIn: string
  checkOut: string
  guests: number
  /** Of the guests, the young children. */
  children?: number
  bookingId?: string
}) {
  const valid =
    stayNights(stay.checkIn, stay.checkOut).length > 0 &&
    Number.isInteger(stay.guests) &&
    stay.guests > 0
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
    ...(stay.children ? { children: String(stay.children) } : {}),
    ...(stay.bookingId ? { bookingId: stay.bookingId } : {}),
  })
  return useSWR(valid ? API.bookingOptions(query) : null, fetchOptions, {
    keepPreviousData: false,
  })
}
