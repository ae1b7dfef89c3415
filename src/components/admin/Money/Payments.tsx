'use client'

import Link from 'next/link'
import { deskMoney } from '@/lib/money/groupMoney'
import { moneyLine } from '@/lib/money/ledger'
import { DOCUMENT_PATHS } from '@/lib/money/documentLines'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { DepositForm } from './DepositForm'
import { LedgerEntries } from './LedgerEntries'
import { PaymentForm } from './PaymentForm'

/**
 * Money received and given back for a stay, the extras charged, the balance due (the extras
 * counted in it), and a form to record one more.
 */
export function Payments({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const money = deskMoney(booking)

  return (
    <section aria-labelledby="payments-title" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="payments-title" className="font-semibold text-stone-900">
          Payments
        </h3>
        <Link
          href={DOCUMENT_PATHS.deskInvoice(booking.id)}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Invoice
        </Link>
      </div>
      <LedgerEntries booking={booking} onSaved={onSaved} />
      <p className="text-sm" data-testid="balance">
        Paid {formatPesewas(money.received)} of {formatPesewas(money.due)}
        {money.charges > 0 && ` (extras ${formatPesewas(money.charges)})`} ·{' '}
        <strong>{moneyLine(money)}</strong>
      </p>
      {booking.groupSummary && (
        <p className="text-xs text-stone-600" data-testid="group-money">
          {MESSAGES.desk.groupMoney(booking.groupSummary.lead)}
        </p>
      )}
      {money.depositDue > 0 && (
        <p className="text-sm font-semibold text-amber-800" data-testid="deposit-due">
          Deposit due {formatPesewas(money.depositDue)}
        </p>
      )}
      <PaymentForm booking={booking} onSaved={onSaved} />
      <DepositForm key={booking.deposit ?? 0} booking={booking} onSaved={onSaved} />
    </section>
  )
}
