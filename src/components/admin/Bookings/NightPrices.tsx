import { formatNight } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { pricesVary } from '@/lib/rooms/rates'
import type { Booking } from '@/payload-types'

/**
 * The stay's price as it was given to the guest: night by night when its nights cost different
 * amounts (a season, a weekend), and the request it is part of when a group asked for several
 * rooms. Nothing when every night cost the same and the stay stands alone.
 */
export function NightPrices({ booking }: { booking: Pick<Booking, 'nightPrices' | 'group'> }) {
  const nights = booking.nightPrices ?? []
  const varies = pricesVary(nights)
  if (!varies && !booking.group) return null
  return (
    <>
      {booking.group && (
        <>
          <dt className="text-stone-500">Request</dt>
          <dd>
            <span className="font-mono">{booking.group}</span>, with other rooms
          </dd>
        </>
      )}
      {varies && (
        <>
          <dt className="text-stone-500">Nights</dt>
          <dd>
            <ul data-testid="night-prices">
              {nights.map((night) => (
                <li key={night.night} className="flex justify-between gap-3">
                  <span>{formatNight(night.night)}</span>
                  <span>{formatPesewas(night.price)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </>
  )
}
