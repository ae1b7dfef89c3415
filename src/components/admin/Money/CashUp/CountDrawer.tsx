'use client'

import { Field } from '@/components/ui/Field'
import { portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { formatPesewas } from '@/lib/money/amounts'
import {
  CEDI_COINS,
  CEDI_NOTES,
  denominationsTotal,
  type DenominationCount,
} from '@/lib/money/cashUpClose'
import { MESSAGES } from '@/lib/messages'

/** Each note and coin of the cedi, notes first, as the drawer is counted. */
export const DENOMINATIONS: readonly Omit<DenominationCount, 'count'>[] = [
  ...CEDI_NOTES.map((value) => ({ value, coin: false })),
  ...CEDI_COINS.map((value) => ({ value, coin: true })),
]

const denominationKey = ({ value, coin }: Omit<DenominationCount, 'count'>) =>
  `${coin ? 'coin' : 'note'}-${value}`

const denominationLabel = ({ value, coin }: Omit<DenominationCount, 'count'>) =>
  `${formatPesewas(value)} ${coin ? 'coin' : 'note'}s`

/** The counts typed, by `denominationKey`, as the lines the server takes (empty ones left out). */
export function countedDenominations(typed: Record<string, string>): DenominationCount[] | null {
  const counts: DenominationCount[] = []
  for (const denomination of DENOMINATIONS) {
    const text = (typed[denominationKey(denomination)] ?? '').trim()
    if (!text) continue
    if (!/^\d{1,7}$/.test(text)) return null
    counts.push({ ...denomination, count: Number(text) })
  }
  return counts
}

/**
 * The drawer counted note by note and coin by coin: a number of each, its value beside it, and
 * what they add up to at the foot, so the total is never added up by hand.
 */
export function CountDrawer({
  typed,
  onChange,
}: {
  typed: Record<string, string>
  onChange: (typed: Record<string, string>) => void
}) {
  const counts = countedDenominations(typed)
  return (
    <div className="space-y-1" data-testid="count-drawer">
      {DENOMINATIONS.map((denomination) => {
        const key = denominationKey(denomination)
        const count = Number(typed[key] ?? '') || 0
        return (
          <div key={key} className="grid grid-cols-[1fr_5rem_6rem] items-center gap-2">
            <label htmlFor={`count-${key}`} className="text-sm">
              {denominationLabel(denomination)}
            </label>
            <input
              id={`count-${key}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={typed[key] ?? ''}
              onChange={(event) => onChange({ ...typed, [key]: event.target.value })}
              className={cn(portalInput, 'mt-0 border-stone-300 py-2 text-right')}
            />
            <span className="text-right text-sm text-stone-600">
              {formatPesewas(count * denomination.value)}
            </span>
          </div>
        )
      })}
      <Field id="count-total" label={MESSAGES.cashUp.countedCash} look="portal">
        <output id="count-total" className="block text-lg font-semibold" data-testid="count-total">
          {counts ? formatPesewas(denominationsTotal(counts)) : MESSAGES.cashUp.badDenomination}
        </output>
      </Field>
    </div>
  )
}
