import type { CollectionBeforeChangeHook } from 'payload'

import type { Booking } from '@/payload-types'

/**
 * An update of a stay never carries the hashes of its page's later tokens: only `stayPageUrl`
 * appends them. Payload's update hands on every field of the stay, and an array in a write makes
 * the SQLite adapter rewrite every array of the stay (its history with them) from what the write
 * carries.
 */
export const leaveTokenHashes: CollectionBeforeChangeHook<Booking> = ({ data, operation }) => {
  if (operation !== 'update') return data
  const { laterTokenHashes: _appendedElsewhere, ...rest } = data
  return rest
}
