'use client'

import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { signedAmount } from '@/lib/money/ledger'
import type { TakingsEntry } from '@/lib/money/moneyEntry'

/** Money entries as the cash-up lists them: time, stay, amount, how and by whom. */
export function EntryList({ entries }: { entries: readonly TakingsEntry[] }) {
  return (
    <ul className="divide-y divide-stone-100 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2" data-testid="takings-entry">
          <div className="flex justify-between gap-2 font-medium">
            <span>
              {entry.recordedAt.slice(11, 16)} · {entry.booking.reference}
            </span>
            <span className={cn(signedAmount(entry) < 0 && 'text-red-700')}>
              {formatPesewas(signedAmount(entry))}
            </span>
          </div>
          <p className="text-stone-600">
            {entry.booking.guestName} · {entry.booking.roomName}
            {entry.kind !== 'payment' && ` · ${entry.kind}`}
            {entry.recordedAt.slice(0, 10) !== entry.day && ` · dated ${formatDate(entry.day)}`}
          </p>
          <p className="text-xs text-stone-500">
            {[
              entry.network?.toUpperCase(),
              entry.transactionId && `ID ${entry.transactionId}`,
              entry.receipt && `Receipt ${entry.receipt}`,
              entry.recordedByName && `by ${entry.recordedByName}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  )
}
