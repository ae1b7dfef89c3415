import { formatDate } from '@/lib/dates'
import type { Booking } from '@/payload-types'

type Entry = NonNullable<Booking['history']>[number]

/** The name stored with the entry; entries from before names were stored show their account's. */
function author(entry: Entry): string {
  if (entry.byName) return entry.byName
  return entry.by && typeof entry.by === 'object' ? entry.by.name : ''
}

/** What happened to the booking, by whom and when (Ghana time): "Confirm · Ama · 3 Jun 2026 14:05". */
export function BookingHistory({ history }: { history: Booking['history'] }) {
  return (
    <section aria-labelledby="history-title">
      <h3 id="history-title" className="font-semibold text-stone-900">
        History
      </h3>
      <ol className="mt-1 space-y-1 text-sm text-stone-700" data-testid="booking-history">
        {(history ?? []).map((entry) => (
          <li key={entry.id}>
            <strong>{entry.action}</strong>
            {author(entry) ? ` · ${author(entry)}` : ''} · {formatDate(entry.at)}{' '}
            {entry.at.slice(11, 16)}
            {entry.detail ? ` (${entry.detail})` : ''}
          </li>
        ))}
      </ol>
    </section>
  )
}
