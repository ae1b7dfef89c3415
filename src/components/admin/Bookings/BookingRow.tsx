import { Icon } from '@/components/ui/Icon'
import { cn } from '@/lib/cn'
import { BOOKING_STATUS_LABELS } from '@/lib/bookings/status'
import { deskMoney } from '@/lib/money/groupMoney'
import { ghanaDay } from '@/lib/bookings/availability'
import { formatStayDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { depositPaid } from '@/lib/bookings/depositPaid'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { STATUS_TONE } from './statusTone'

/** The room, or a group's line's every room (`groupRooms`, in the order chosen). */
const roomName = (booking: Booking & { groupRooms?: string[] }) =>
  booking.groupRooms?.join(', ') ?? (typeof booking.room === 'object' ? booking.room.name : '')

/** One booking in the list: reference, status, guest, room, stay, price and what is still due. */
export function BookingRow({
  booking,
  onOpen,
}: {
  /** A line of a list that shows a group once carries its rooms' names (`groupRooms`). */
  booking: Booking & { groupRooms?: string[] }
  onOpen: (b: Booking) => void
}) {
  const money = deskMoney(booking)
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(booking)}
        className={cn(
          // The price drops under the guest and room when the card is too narrow for both.
          'flex w-full flex-wrap items-start gap-x-3 gap-y-1 rounded-xl bg-white p-3 text-left shadow-sm ring-1',
          booking.status === 'requested' ? 'ring-2 ring-amber-400' : 'ring-stone-200',
        )}
      >
        <span className="min-w-[8rem] flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{booking.reference}</span>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                STATUS_TONE[booking.status],
              )}
            >
              {BOOKING_STATUS_LABELS[booking.status]}
            </span>
            {depositPaid(booking.status, money) && (
              <span
                className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                data-testid="deposit-paid"
              >
                {MESSAGES.desk.depositPaid}
              </span>
            )}
          </span>
          <span className="mt-1 block font-medium break-words text-stone-900">
            {booking.guestName}
          </span>
          <span
            className="block text-sm font-medium break-words text-stone-800"
            data-testid="row-room"
          >
            {roomName(booking)}
          </span>
          <span className="block text-sm text-stone-600">
            {formatStayDate(ghanaDay(booking.checkIn))} →{' '}
            {formatStayDate(ghanaDay(booking.checkOut))} · {booking.nights}{' '}
            {booking.nights === 1 ? 'night' : 'nights'}
          </span>
        </span>
        <span className="shrink-0 text-right text-sm">
          <span className="block font-semibold">{formatPesewas(money.price)}</span>
          {money.balance > 0 && (
            <span className="block text-red-700">{formatPesewas(money.balance)} due</span>
          )}
          {money.credit > 0 && (
            <span className="block text-emerald-800">{formatPesewas(money.credit)} credit</span>
          )}
        </span>
        <Icon name="chevron-right" className="mt-1 h-5 w-5 shrink-0 text-stone-400" />
      </button>
    </li>
  )
}
