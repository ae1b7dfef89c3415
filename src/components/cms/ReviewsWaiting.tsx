import type { Payload, SanitizedPermissions } from 'payload'

import { countReviewsWaiting, DRAFT_TESTIMONIALS_PATH } from '@/collections/Content/reviewsWaiting'
import { reviews as text } from '@/lib/messages/reviews'

/** The notice itself: how many reviews wait, and the way to them. */
export function ReviewsWaitingNotice({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <section
      role="status"
      data-testid="reviews-waiting"
      style={{
        marginBottom: 'var(--base)',
        padding: '0.75rem 1rem',
        borderRadius: '4px',
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
      }}
    >
      <strong>{text.waiting(count)}</strong> <span>{text.waitingHelp}</span>{' '}
      <a href={DRAFT_TESTIMONIALS_PATH}>{text.waitingLink}</a>
    </section>
  )
}

/**
 * Above the /cms dashboard, for those who may publish testimonials: the guests' reviews nobody
 * has published yet, so a new one is seen the next time /cms opens.
 */
export async function ReviewsWaiting({
  payload,
  permissions,
}: {
  payload: Payload
  permissions: SanitizedPermissions
}) {
  if (!permissions?.collections?.testimonials?.update) return null
  return <ReviewsWaitingNotice count={await countReviewsWaiting(payload)} />
}
