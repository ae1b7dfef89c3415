import type { ReactNode } from 'react'

import { MESSAGES } from '@/lib/messages'

import { QuotePrices } from './QuotePrices'
import type { StayOption } from './useStayOptions'

/** What the new-stay form makes: a guest's stay, or a block of the room. */
export type Kind = 'booking' | 'block'

/** What staff are told under the room once the dates are chosen. */
export function RoomHint({
  id,
  datesChosen,
  failed,
  room,
  outOfOrder,
  kind,
}: {
  id: string
  datesChosen: boolean
  failed: boolean
  room: StayOption | undefined
  outOfOrder: boolean
  kind: Kind
}) {
  let hint: ReactNode = null
  if (!datesChosen) hint = MESSAGES.desk.chooseDates
  else if (failed) hint = MESSAGES.desk.roomsFailed
  else if (room && !room.available) {
    hint = <span className="text-red-700">{MESSAGES.desk.roomNotFree}</span>
  } else if (room) {
    hint = (
      <>
        <span className={room.isAvailable ? 'text-emerald-800' : 'font-semibold text-amber-900'}>
          {room.isAvailable ? MESSAGES.desk.roomIsFree : MESSAGES.desk.roomIsHidden}
        </span>
        {outOfOrder && (
          <span className="block font-semibold text-red-800">{MESSAGES.desk.roomIsOutOfOrder}</span>
        )}
        {kind === 'booking' && <QuotePrices price={room.price} nights={room.nightPrices} />}
      </>
    )
  }
  return (
    <div id={id} aria-live="polite" className="col-span-2 space-y-1 text-sm text-stone-700">
      {hint}
    </div>
  )
}

/**
 * What staff are told under the price: it is the rates' unless they type another, and while the
 * rates' price is on its way, or could not be had, that the server prices the stay when it is saved.
 */
export function PriceHint({
  id,
  roomChosen,
  quoting,
  failed,
}: {
  id: string
  roomChosen: boolean
  quoting: boolean
  failed: boolean
}) {
  let hint: string = MESSAGES.desk.priceByRates
  if (roomChosen && quoting) hint = MESSAGES.desk.priceQuoting
  else if (roomChosen && failed) hint = MESSAGES.desk.priceNotQuoted
  return (
    <p id={id} aria-live="polite" className="col-span-2 -mt-2 text-sm text-stone-600">
      {hint}
    </p>
  )
}
