import { buttonClass } from '@/components/ui/styles'
import { fetchJson } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import { telLink } from '@/lib/phone'
import type { OwedStay } from '@/lib/reports/owed'
import { whatsappLink } from '@/lib/whatsapp'

const T = MESSAGES.owed

/** Taking the message to WhatsApp goes in the stay's history, as it does from the desk. */
function recordSent(stay: OwedStay) {
  // The link opens WhatsApp whatever this answers.
  fetchJson(
    API.bookingMessages(stay.id),
    { method: 'POST', body: JSON.stringify({ moment: 'balanceDue' }), keepalive: true },
    MESSAGES.stayMessages.fetchFailed,
  ).catch(() => undefined)
}

/** One guest who left owing: who, when, how much, and a tap to call or send the balance message. */
export function OwedRow({ stay }: { stay: OwedStay }) {
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="owed-stay"
      data-reference={stay.reference}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-stone-900">{stay.guestName}</p>
        <p className="text-lg font-bold text-stone-900" data-testid="owed-balance">
          {formatPesewas(stay.balance)}
        </p>
      </div>
      <p className="text-sm text-stone-600">
        {stay.reference} · {stay.roomName} · {T.left(formatStayDate(stay.checkOut))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {stay.phone ? (
          <a href={telLink(stay.phone)} className={cn(buttonClass.secondary, 'inline-flex')}>
            {T.call(stay.phone)}
          </a>
        ) : (
          <p className="text-sm text-stone-600">{T.noPhone}</p>
        )}
        {stay.phone && stay.message && (
          <a
            href={whatsappLink(stay.phone, stay.message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => recordSent(stay)}
            aria-label={T.sendBalanceLabel(stay.guestName)}
            className={cn(buttonClass.primary, 'inline-flex')}
            data-testid="owed-whatsapp"
          >
            {T.sendBalance}
          </a>
        )}
      </div>
    </li>
  )
}
