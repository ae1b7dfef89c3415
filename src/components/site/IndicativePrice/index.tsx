import { cn } from '@/lib/cn'
import { indicativePriceText, type IndicativeRates } from '@/lib/money/indicativePrices'

type Props = {
  pesewas: number
  /** The owner's rates as the page brought them; null hides the line. */
  rates: IndicativeRates | null | undefined
  className?: string
}

/**
 * A cedi price also in pounds, dollars and euros, for guests abroad: a guide beside the price,
 * marked indicative, rendered from the rates the page came with (no request of its own).
 */
export function IndicativePrice({ pesewas, rates, className }: Props) {
  const text = indicativePriceText(pesewas, rates ?? null)
  if (!text) return null
  return (
    <span className={cn('block text-xs text-stone-600', className)} data-testid="indicative-price">
      {text}
    </span>
  )
}
