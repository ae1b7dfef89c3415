import { formatStayDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'

import type { NightPrice } from './useStayOptions'

/** A quote for new dates (whole pesewas): the price, and night by night as well when the nights are not all one price. */
export function QuotePrices({ price, nights }: { price: number; nights: NightPrice[] }) {
  const varies = nights.some((night) => night.price !== nights[0]?.price)
  return (
    <div className="text-sm text-stone-800" data-testid="stay-price">
      <p>
        <span className="font-semibold">{formatPesewas(price)}</span> for {nights.length}{' '}
        {nights.length === 1 ? 'night' : 'nights'}
        {!varies && nights.length > 0 && <> at {formatPesewas(nights[0].price)} a night</>}
      </p>
      {varies && (
        <ul className="mt-1 space-y-0.5 text-stone-700" aria-label="Price night by night">
          {nights.map((night) => (
            <li key={night.night} className="flex justify-between gap-2">
              <span>{formatStayDate(night.night)}</span>
              <span>{formatPesewas(night.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
