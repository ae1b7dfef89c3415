import type { ChargeLine } from '@/lib/money/documentLines'
import { cn } from '@/lib/cn'
import { formatStayDate } from '@/lib/dates'
import { charges as chargesText } from '@/lib/messages/charges'
import { stayDocuments as stayDocumentsText } from '@/lib/messages/stayDocuments'
import { formatPesewas } from '@/lib/money/amounts'

const row = 'flex justify-between gap-3 py-0.5'

/** The extras charged to the stay, one line each: struck through, with the reason, once undone. */
export function ExtrasLines({ lines }: { lines: readonly ChargeLine[] }) {
  if (!lines.length) return null
  return (
    <section aria-labelledby="invoice-extras">
      <h2 id="invoice-extras" className="font-semibold">
        {stayDocumentsText.extras}
      </h2>
      <ul>
        {lines.map((line) => {
          const reversed = Boolean(line.reversal)
          return (
            <li key={line.id} className="border-b border-stone-200 py-1" data-testid="charge-line">
              <div className={row}>
                <span className={cn(reversed && 'line-through')}>
                  {chargesText.line(line.description, line.quantity)} · {formatStayDate(line.day)}
                </span>
                <span className={cn('font-semibold', reversed && 'line-through')}>
                  {formatPesewas(line.amount)}
                </span>
              </div>
              {line.reason && (
                <p className="text-stone-700">{stayDocumentsText.priceChanged(line.reason)}</p>
              )}
              {line.reversal && (
                <p className="font-semibold">
                  {stayDocumentsText.reversed(
                    formatStayDate(line.reversal.day),
                    line.reversal.reason,
                  )}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
