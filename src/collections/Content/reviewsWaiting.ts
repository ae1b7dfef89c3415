import type { Payload, Where } from 'payload'

/**
 * A guest's review waiting for the owner: it came from a stay's page and nobody published it
 * yet. The /cms dashboard counts these and its link lists them.
 */
export const REVIEWS_WAITING: Where = {
  and: [{ fromStay: { exists: true } }, { _status: { equals: 'draft' } }],
}

/** The testimonials list showing only what is not published yet. */
export const DRAFT_TESTIMONIALS_PATH = '/cms/collections/testimonials?where[_status][equals]=draft'

export async function countReviewsWaiting(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'testimonials',
    where: REVIEWS_WAITING,
    overrideAccess: true,
  })
  return totalDocs
}
