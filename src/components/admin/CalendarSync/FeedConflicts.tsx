import { feedConflicts, feedName, type ConflictHolder } from '@/lib/calendarSync/feeds'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Room } from '@/payload-types'

type Feed = NonNullable<Room['calendarFeeds']>[number]

const text = MESSAGES.calendarSync

function holderLine(holder: ConflictHolder): string {
  const [from, until] = [formatStayDate(holder.from), formatStayDate(holder.until)]
  if (holder.kind === 'booking')
    return text.conflictBooking(holder.reference, holder.guest, from, until)
  const what =
    holder.reason === 'maintenance'
      ? text.conflictMaintenance
      : text.conflictOtherSite(holder.site ? feedName(holder.site) : 'another site')
  return text.conflictBlock(what, from, until)
}

/**
 * The stays a booking site sold on nights already taken here, as the feed's last good reading
 * found them: the site's stay, what holds those nights here, and the nights taken twice. Staff
 * resolve it by moving or cancelling one of the two; the next reading then clears it.
 */
export function FeedConflicts({ feed }: { feed: Feed }) {
  const conflicts = feedConflicts(feed.conflicts)
  if (!conflicts.length) return null
  const site = feedName(feed.url)
  return (
    <div
      role="group"
      aria-label={`${text.conflictsTitle}: ${site}`}
      className="mt-1 space-y-1 rounded-lg bg-amber-50 px-2 py-1 text-amber-900"
      data-testid="feed-conflicts"
    >
      <p className="font-medium">{text.nightsTaken(conflicts.length)}</p>
      <ul className="space-y-1">
        {conflicts.map((conflict) => (
          <li
            key={`${conflict.from}-${conflict.until}`}
            className="rounded bg-white/60 px-2 py-1"
            data-testid="feed-conflict"
          >
            <p>
              {text.conflictImported(
                site,
                formatStayDate(conflict.from),
                formatStayDate(conflict.until),
              )}
            </p>
            {conflict.here.map((holder) => (
              <p key={`${holder.kind}-${holder.from}-${holder.until}`}>{holderLine(holder)}</p>
            ))}
            <p className="font-medium">
              {text.conflictNights(conflict.nights.map(formatStayDate).join(', '))}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs">{text.conflictIntro}</p>
    </div>
  )
}
