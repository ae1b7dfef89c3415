import type { StayDocuments } from '@/data/invoiceAndReceipts'
import { cn } from '@/lib/cn'
import { formatNight, formatStayDate } from '@/lib/dates'
import { stayDocuments as text } from '@/lib/messages/stayDocuments'
import { formatPesewas, formatPesewasChange } from '@/lib/money/amounts'
import type { InvoiceLine } from '@/lib/money/documentLines'
import { stayPriceLines } from '@/lib/money/stayPriceLines'
import { formatRatePercent } from '@/lib/taxes/rate'

const row = 'flex justify-between gap-3 py-0.5'

function lineLabel(line: InvoiceLine): string {
  // A group's invoice names each night's room.
  if (line.kind === 'room') {
    return line.description
      ? `${line.description} · ${formatNight(line.day)}`
      : formatNight(line.day)
  }
  const item = line.quantity === 1 ? line.description : `${line.quantity} × ${line.description}`
  return `${item} · ${formatStayDate(line.day)}`
}

/**
 * What the stay owes, line by line: each night of the room and each charge, with what the guest
 * pays for it and, beneath, its net price and taxes. Laid out as rows, not columns, so the 80 mm
 * roll prints the same figures as A4.
 */
export function InvoiceLines({ documents }: { documents: StayDocuments }) {
  const { adjustment } = stayPriceLines(documents.nightPrices, documents.money.price)
  return (
    <section aria-labelledby="invoice-lines">
      <h2 id="invoice-lines" className="font-semibold">
        Nights and charges
      </h2>
      <ul>
        {documents.taxes.lines.map((line, index) => (
          <li
            key={`${line.kind}-${line.day}-${index}`}
            className="border-b border-stone-200 py-0.5"
            data-testid="invoice-line"
          >
            <p className={row}>
              <span>{lineLabel(line)}</span>
              <span>{formatPesewas(line.grossPesewas)}</span>
            </p>
            <p className="text-stone-700">
              {line.taxes.length
                ? text.lineSplit(formatPesewas(line.netPesewas), formatPesewas(line.taxPesewas))
                : `${text.lineSplit(formatPesewas(line.netPesewas), formatPesewas(0))} · ${text.noTax}`}
            </p>
          </li>
        ))}
      </ul>
      {adjustment !== 0 && (
        // The nights were quoted at other prices: the lines above spread the price agreed.
        <p className={cn(row, 'text-stone-700')} data-testid="price-adjustment">
          <span>{text.priceAdjustment}</span>
          <span>{formatPesewasChange(adjustment)}</span>
        </p>
      )}
    </section>
  )
}

/** Each tax and levy on its own line with its rate and base, and the net, tax and gross totals. */
export function TaxSummary({ taxes }: { taxes: StayDocuments['taxes'] }) {
  return (
    <section aria-label={text.taxTotal} className="space-y-0.5 border-t border-stone-300 pt-2">
      <p className={row}>
        <span>{text.netTotal}</span>
        <span data-testid="invoice-net">{formatPesewas(taxes.netPesewas)}</span>
      </p>
      <ul>
        {taxes.taxes.map((tax) => (
          <li key={`${tax.code}@${tax.rateBasisPoints}`} className={row} data-testid="tax-line">
            <span>
              {text.taxLine(
                tax.name,
                formatRatePercent(tax.rateBasisPoints),
                formatPesewas(tax.basePesewas),
              )}
            </span>
            <span>{formatPesewas(tax.amountPesewas)}</span>
          </li>
        ))}
      </ul>
      <p className={row}>
        <span>{text.taxTotal}</span>
        <span data-testid="invoice-tax">{formatPesewas(taxes.taxPesewas)}</span>
      </p>
      <p className={cn(row, 'font-semibold')}>
        <span>{text.grossTotal}</span>
        <span data-testid="invoice-gross">{formatPesewas(taxes.grossPesewas)}</span>
      </p>
    </section>
  )
}
