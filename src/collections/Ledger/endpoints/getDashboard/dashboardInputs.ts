import type { MoneyMoved } from '@/collections/Ledger/moneyEntries'
import type {
  DashboardBlockInput,
  DashboardBookingInput,
  DashboardMoneyInput,
  DashboardRoomInput,
} from '@/lib/reports'
import { relationId } from '@/lib/relationId'
import type { Booking, Room, RoomBlock } from '@/payload-types'

type RoomRead = Pick<
  Room,
  'id' | 'name' | 'regularPrice' | 'discountedPrice' | 'offer' | 'isAvailable' | 'housekeeping'
>

/** A room as the dashboard counts it: let unless hidden, and not tonight when out of order. */
export function roomInput(room: RoomRead): DashboardRoomInput {
  return {
    id: String(room.id),
    name: room.name,
    regularPrice: room.regularPrice,
    discountedPrice: room.discountedPrice ?? null,
    offer: room.offer === true,
    isAvailable: room.isAvailable !== false,
    outOfOrder: room.housekeeping === 'out-of-order',
  }
}

export function blockInput(
  block: Pick<RoomBlock, 'room' | 'startDate' | 'endDate' | 'reason'>,
): DashboardBlockInput {
  return {
    room: relationId(block.room),
    startDate: block.startDate,
    endDate: block.endDate,
    reason: block.reason,
  }
}

export function bookingInput(
  booking: Pick<Booking, 'room' | 'checkIn' | 'checkOut' | 'status' | 'price' | 'nightPrices'>,
): DashboardBookingInput {
  return {
    room: relationId(booking.room),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    status: booking.status,
    // Whole pesewas, the price the stay was agreed at.
    price: booking.price,
    // What each night owes when it was priced night by night (`nightsOwed`).
    nightPrices: booking.nightPrices ?? null,
  }
}

/** A money entry with the room of its stay ('' when the stay is gone). */
export function moneyInput(
  entry: MoneyMoved,
  roomOf: ReadonlyMap<string, string>,
): DashboardMoneyInput {
  return { ...entry, room: roomOf.get(entry.booking.id) ?? '' }
}
