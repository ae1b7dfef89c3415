import type { CollectionBeforeChangeHook } from 'payload'

/** Stores the spec's shape: no discounted price without an offer, and who created the room. */
export const prepareRoom: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (data.offer !== true) data.discountedPrice = null
  if (operation === 'create' && req.user && !data.userRef) data.userRef = req.user.id
  return data
}
