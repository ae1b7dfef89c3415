import type { Room } from '@/payload-types'

/**
 * The room as every screen and the API contract read it: the stored fields of Payload's generated
 * `Room`, with its optional flags made definite (an unset flag is false) and a discounted price
 * only while an offer is on. The contract, the cards, the forms and the dashboard each pick from it.
 * The calendar feed (token, address, imported feeds) is staff-only and never part of it; nor are
 * capacity and prices by date, which the bookings endpoints apply (`@/lib/rooms/rates`).
 */
export type RoomRecord = {
  [
    K in keyof Omit<
      Room,
      | 'id'
      | 'images'
      | 'userRef'
      | 'discountedPrice'
      | 'calendarToken'
      | 'calendarUrl'
      | 'newCalendarUrl'
      | 'calendarFeeds'
      | 'maxGuests'
      | 'includedGuests'
      | 'extraGuestPrice'
      | 'rates'
      | 'housekeeping'
    >
  ]-?: NonNullable<Room[K]>
} & { discountedPrice: number | null }

/** What the price rules read: the stored fields themselves, so a raw Payload document fits too. */
export type RoomPricing = Pick<Room, 'regularPrice' | 'discountedPrice' | 'offer'>

export type BedType = Room['bedType']
