'use client'

import { useState, type FormEvent } from 'react'

import { Dialog } from '@/components/ui/Dialog'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { addDays, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { useOnline } from '@/components/admin/Offline/useOutbox'
import { formatPesewas } from '@/lib/money/amounts'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { QuotePrices } from './QuotePrices'
import { RoomChoice } from './RoomChoice'
import { useDeskWrite, type DeskRoom } from './useDesk'
import { useStayOptions } from './useStayOptions'

/**
 * New dates, another room, a night more or a day less for a stay. The rooms free for the new
 * dates and the new price come first; the change is sent with the status on screen, and the
 * server claims the new nights before it frees the old ones.
 */
export function ChangeStayDialog({
  booking,
  rooms,
  onClose,
  onSaved,
}: {
  booking: Booking
  rooms: DeskRoom[]
  onClose: () => void
  onSaved: (booking: Booking) => void
}) {
  // Nights are only taken or freed online: with no network the button says so and waits.
  const online = useOnline()
  const { send } = useDeskWrite()
  const today = todayInGhana()
  const [values, setValues] = useState({
    room: relationId(booking.room),
    checkIn: ghanaDay(booking.checkIn),
    checkOut: ghanaDay(booking.checkOut),
    guests: String(booking.guests),
  })
  const [keepPrice, setKeepPrice] = useState(false)
  // Keeping the agreed price is an admin's (or reception's within the house's limit), always
  // with a reason the server keeps in the history and the ledger.
  const [keepReason, setKeepReason] = useState('')
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const options = useStayOptions({
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: Number(values.guests),
    bookingId: booking.id,
  })
  const option = options.data?.rooms.find((room) => room._id === values.room)
  const set = (key: keyof typeof values, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }))
    setProblem(null)
  }
  const input = cn(portalInput, 'border-stone-300')
  const inHouse = booking.status === 'checked-in'
  const nights = stayNights(values.checkIn, values.checkOut).length
  const canLeaveEarly = inHouse && today > values.checkIn && today < values.checkOut
  const unchanged =
    values.room === relationId(booking.room) &&
    values.checkIn === ghanaDay(booking.checkIn) &&
    values.checkOut === ghanaDay(booking.checkOut) &&
    Number(values.guests) === booking.guests

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setProblem(null)
    const answer = await send(
      API.bookingChange(booking.id),
      {
        seenStatus: booking.status,
        roomId: values.room,
        checkIn: values.checkIn,
        checkOut: values.checkOut,
        guests: Number(values.guests),
        keepPrice,
        ...(keepPrice ? { reason: keepReason.trim() } : {}),
      },
      (doc) => MESSAGES.desk.changed(doc.reference ?? ''),
      MESSAGES.desk.changeFailed,
    )
    setSaving(false)
    if ('error' in answer) setProblem(answer.error.message)
    else onSaved(answer.booking)
  }

  return (
    <Dialog open onClose={onClose} labelledBy="change-stay-title" className="max-w-lg">
      <form onSubmit={onSubmit} className="grid grid-cols-2 gap-3 p-4 sm:p-6">
        <h2 id="change-stay-title" className="col-span-2 font-display text-xl">
          Change {booking.reference}
        </h2>
        <label className="text-sm">
          Check-in
          <input
            type="date"
            required
            // A guest in the house arrived already: the arrival day is history.
            disabled={inHouse}
            value={values.checkIn}
            onChange={(event) => set('checkIn', event.target.value)}
            className={input}
          />
        </label>
        <label className="text-sm">
          Check-out
          <input
            type="date"
            required
            min={addDays(values.checkIn, 1)}
            value={values.checkOut}
            onChange={(event) => set('checkOut', event.target.value)}
            className={input}
          />
        </label>
        <div className="col-span-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => set('checkOut', addDays(values.checkOut, 1))}
            className={buttonClass.secondary}
          >
            One night more
          </button>
          {canLeaveEarly && (
            <button
              type="button"
              onClick={() => set('checkOut', today)}
              className={buttonClass.secondary}
            >
              Leaves today
            </button>
          )}
        </div>
        <label htmlFor="change-stay-room" className="text-sm">
          Room
        </label>
        <label htmlFor="change-stay-guests" className="text-sm">
          Guests
        </label>
        <div className="-mt-3">
          <RoomChoice
            id="change-stay-room"
            rooms={rooms}
            options={options.data?.rooms}
            value={values.room}
            onChange={(value) => set('room', value)}
            className={input}
          />
        </div>
        <div className="-mt-3">
          <input
            id="change-stay-guests"
            type="number"
            min="1"
            max="6"
            required
            value={values.guests}
            onChange={(event) => set('guests', event.target.value)}
            className={input}
          />
        </div>
        <div className="col-span-2 space-y-1 rounded-lg bg-stone-50 p-3" aria-live="polite">
          {nights === 0 ? (
            <p className="text-sm text-red-700">{MESSAGES.contact.checkOutBeforeCheckIn}</p>
          ) : options.error ? (
            <p className="text-sm text-red-700">{MESSAGES.desk.roomsFailed}</p>
          ) : !option ? (
            <p className="text-sm text-stone-600">Checking the rooms…</p>
          ) : !option.available ? (
            <p className="text-sm text-red-700">{MESSAGES.desk.roomNotFree}</p>
          ) : (
            <>
              {!option.isAvailable && (
                <p className="text-sm font-semibold text-amber-900">{MESSAGES.desk.roomIsHidden}</p>
              )}
              <p className="text-sm text-stone-600">
                New price (was {formatPesewas(booking.price)}):
              </p>
              <QuotePrices price={option.price} nights={option.nightPrices} />
            </>
          )}
          <label className="flex items-center gap-2 pt-1 text-sm">
            <input
              type="checkbox"
              checked={keepPrice}
              onChange={(event) => setKeepPrice(event.target.checked)}
            />
            Keep the price agreed ({formatPesewas(booking.price)})
          </label>
          {keepPrice && (
            <label className="block text-sm">
              Why keep it
              <input
                required
                maxLength={200}
                value={keepReason}
                onChange={(event) => setKeepReason(event.target.value)}
                className={input}
              />
            </label>
          )}
        </div>
        {problem && (
          <p role="alert" className="col-span-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          Go back
        </button>
        <button
          type="submit"
          disabled={saving || unchanged || !online || (option !== undefined && !option.available)}
          className={buttonClass.primary}
        >
          {saving ? 'Saving…' : 'Change the stay'}
        </button>
      </form>
    </Dialog>
  )
}
