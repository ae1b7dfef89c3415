import { addDays, todayInGhana } from '@/lib/dates'
import type { PaymentMethod } from '@/lib/money/payments'

/** How a walk-in pays at the desk: one of the payment methods, or later. */
export type PaidHow = PaymentMethod | 'later'

export type WalkInValues = {
  checkIn: string
  checkOut: string
  room: string
  guests: string
  guestName: string
  phone: string
  email: string
  note: string
  paidHow: PaidHow
  /** As typed; null until typed, when the stay's price is the amount. */
  amount: string | null
  network: string
  transactionId: string
}

/** A guest at the desk tonight, for one night, paying later until a method is chosen. */
export function freshWalkIn(today: string = todayInGhana()): WalkInValues {
  return {
    checkIn: today,
    checkOut: addDays(today, 1),
    room: '',
    guests: '1',
    guestName: '',
    phone: '',
    email: '',
    note: '',
    paidHow: 'later',
    amount: null,
    network: '',
    transactionId: '',
  }
}

/** One room of rooms taken together: which, and how many of the party sleep in it. */
export type RoomShare = { room: string; guests: number }

/**
 * What `POST /api/bookings/walk-in` is sent: the stay, and the money paid now if any. `together`
 * are the rooms of a party no one room takes, in the order chosen: the first is the stay's room,
 * the others go as `moreRooms`, and the server makes them one group.
 */
export function walkInBody(values: WalkInValues, amount: string, together: RoomShare[] = []) {
  const mobileMoney = values.paidHow === 'mobile-money'
  const [first, ...others] = together
  return {
    room: first ? first.room : values.room,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: first ? String(first.guests) : values.guests,
    ...(others.length
      ? { moreRooms: others.map((share) => ({ room: share.room, guests: String(share.guests) })) }
      : {}),
    guestName: values.guestName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    note: values.note.trim(),
    ...(values.paidHow === 'later'
      ? {}
      : {
          paid: {
            amount: amount.trim(),
            method: values.paidHow,
            ...(mobileMoney
              ? { network: values.network, transactionId: values.transactionId.trim() }
              : {}),
          },
        }),
  }
}
