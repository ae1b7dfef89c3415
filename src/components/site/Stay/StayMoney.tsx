import { formatNight, formatStayDate } from '@/lib/dates'
import { formatPesewas, formatPesewasChange } from '@/lib/money/amounts'
import { stayDocuments as stayDocumentsText } from '@/lib/messages/stayDocuments'
import {
  stayPriceLines,
  type StayMoney as Money,
  type StayPayment,
} from '@/lib/money/stayPriceLines'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/lib/money/payments'
import type { ChargeLine } from '@/lib/money/documentLines'
import { charges as chargesText } from '@/lib/messages/charges'

/**
 * The stay's money as its guest reads it: the price night by night, the extras charged, what was
 * paid, and what is left (the extras counted in it). One block, fed by one reader of the stay's money, so the page and its receipts agree; its
 * lines add up to the price of the stay by the invoice's rule (`stayPriceLines`).
 */
export function StayMoney({
  nightPrices,
  money,
  payments,
  extras = [],
  documents,
}: {
  nightPrices: Array<{ night: string; price: number }>
  money: Money
  payments: StayPayment[]
  /** The extras charged and still standing. */
  extras?: readonly ChargeLine[]
  /** Where the stay's invoice and each receipt open, under the same private link. */
  documents?: { invoice: string; receipt: (receipt: string) => string }
}) {
  const { nights, adjustment } = stayPriceLines(nightPrices, money.price)
  return (
    <section aria-labelledby="stay-money" className="space-y-3">
      <h2 id="stay-money" className="text-lg font-semibold">
        Price and payments
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Price night by night</caption>
        <tbody>
          {nights.map((night) => (
            <tr key={night.night} className="border-b border-stone-100">
              <th scope="row" className="py-1 text-left font-normal">
                {formatNight(night.night)}
              </th>
              <td className="py-1 text-right">{formatPesewas(night.price)}</td>
            </tr>
          ))}
          {adjustment !== 0 && (
            <tr className="border-b border-stone-100" data-testid="price-adjustment">
              <th scope="row" className="py-1 text-left font-normal">
                {stayDocumentsText.priceAdjustment}
              </th>
              <td className="py-1 text-right">{formatPesewasChange(adjustment)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" className="py-1 text-left">
              Price of the stay
            </th>
            <td className="py-1 text-right font-semibold">{formatPesewas(money.price)}</td>
          </tr>
        </tbody>
      </table>
      {extras.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={stayDocumentsText.extras}>
          {extras.map((extra) => (
            <li key={extra.id} className="flex justify-between gap-2" data-testid="stay-extra">
              <span>
                {formatStayDate(extra.day)} · {chargesText.line(extra.description, extra.quantity)}
              </span>
              <span>{formatPesewas(extra.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {payments.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Payments">
          {payments.map((payment, index) => (
            <li key={index} className="flex justify-between gap-2">
              <span>
                {formatStayDate(payment.date)} ·{' '}
                {PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] ?? payment.method}
              </span>
              <span>
                {documents && payment.receipt && (
                  <a
                    className="mr-2 font-semibold text-brand-700 underline"
                    href={documents.receipt(payment.receipt)}
                    aria-label={`Receipt ${payment.receipt}`}
                  >
                    Receipt
                  </a>
                )}
                {formatPesewas(payment.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm" data-testid="stay-balance">
        Paid {formatPesewas(money.received)} ·{' '}
        <strong>
          {money.balance > 0 ? `Balance ${formatPesewas(money.balance)}` : 'Nothing to pay'}
        </strong>
        {money.credit > 0 ? ` · In credit ${formatPesewas(money.credit)}` : ''}
      </p>
      {documents && (
        <a className="text-sm font-semibold text-brand-700 underline" href={documents.invoice}>
          Invoice
        </a>
      )}
    </section>
  )
}
