import { stayMessages as stayMessagesText } from '@/lib/messages/stayMessages'

export const REVIEW_TEXT_MIN = 3
export const REVIEW_TEXT_MAX = 600

export type Review = { rating: number; text: string; publishName: boolean }

/** A guest's review as sent: a whole rating 1–5 and a few lines; the field in error, or the review. */
export function readReview(
  input: Record<string, unknown>,
): { review: Review } | { field: 'rating' | 'text'; message: string } {
  const rating = Number(input.rating)
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    return { field: 'rating', message: stayMessagesText.reviewRating }
  }
  const text = typeof input.text === 'string' ? input.text.trim() : ''
  if (text.length < REVIEW_TEXT_MIN || text.length > REVIEW_TEXT_MAX) {
    return { field: 'text', message: stayMessagesText.reviewText(REVIEW_TEXT_MAX) }
  }
  return { review: { rating, text, publishName: input.publishName === true } }
}

/** The name a published review carries: the guest's first name with their consent, else "Guest". */
export function reviewerName(guestName: string, publishName: boolean): string {
  const first = guestName.trim().split(/\s+/)[0] ?? ''
  return publishName && first ? first.slice(0, 40) : stayMessagesText.reviewFrom
}
