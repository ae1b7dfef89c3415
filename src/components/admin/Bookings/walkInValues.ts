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

/** What `POST /api/bookings/walk-in` is sent: the stay, and the money paid now if any. */
export function walkInBody(values: WalkInValues, amount: string) {
  const mobileMoney = values.paidHow === 'mobile-money'
  return {
    room: values.room,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: values.guests,
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
