import type { CollectionConfig } from 'payload'

import { isBookingsStaff } from '@/access/isBookingsStaff'
import { nobody } from '@/access/nobody'

/**
 * One row per room and taken night, written only by the bookings' and blocks' hooks. The unique
 * `key` (room id and night) is what makes two stays on one night impossible, on every door.
 */
export const BookedNights: CollectionConfig = {
  slug: 'booked-nights',
  labels: { singular: 'Taken night', plural: 'Taken nights' },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: isBookingsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'room', type: 'relationship', relationTo: 'rooms', required: true, index: true },
    { name: 'night', type: 'text', required: true, index: true },
    /** `booking:<requestId>` or `block:<holdId>`: whose stay or block holds the night. */
    { name: 'owner', type: 'text', required: true, index: true },
    /**
     * The write that holds the night: the `nightsClaim` of its stay or block once that write has
     * won, or a write still under way (see `nightRows.ts`). Empty on nights taken before tags.
     */
    { name: 'claim', type: 'text', index: true },
  ],
}
