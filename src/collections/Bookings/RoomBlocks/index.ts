import type { CollectionConfig } from 'payload'

import { fixedOnceCreated } from '@/access/fixedOnceCreated'
import { isBookingsStaff } from '@/access/isBookingsStaff'
import { stayDayAdmin as dayOnly } from '@/fields/stayDay'

import { nightsClaimField } from '../nightClaims'

import {
  claimBlockNights,
  fillBlock,
  releaseBlockNights,
  releaseDeletedBlock,
} from './hooks/blockNights'

/**
 * Nights a room cannot be sold: maintenance set by staff, or stays imported from an external
 * calendar. A block takes its nights exactly as a confirmed stay does.
 */
export const RoomBlocks: CollectionConfig = {
  slug: 'room-blocks',
  defaultSort: '-startDate',
  labels: { singular: 'Room block', plural: 'Room blocks' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['room', 'startDate', 'endDate', 'reason', 'note'],
    group: 'Rooms & bookings',
    description:
      'Nights a room is closed to guests (repairs, the owner’s use) or taken on a booking site, so the website never offers them.',
  },
  access: {
    read: isBookingsStaff,
    create: isBookingsStaff,
    update: isBookingsStaff,
    delete: isBookingsStaff,
  },
  hooks: {
    beforeValidate: [fillBlock],
    beforeChange: [claimBlockNights],
    afterChange: [releaseBlockNights],
    afterDelete: [releaseDeletedBlock],
  },
  fields: [
    { name: 'room', type: 'relationship', relationTo: 'rooms', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          label: 'From',
          type: 'date',
          required: true,
          index: true,
          admin: dayOnly,
        },
        {
          name: 'endDate',
          label: 'Until (free again that day)',
          type: 'date',
          required: true,
          index: true,
          admin: dayOnly,
        },
      ],
    },
    {
      name: 'reason',
      type: 'select',
      required: true,
      defaultValue: 'maintenance',
      options: [
        { label: 'Maintenance', value: 'maintenance' },
        { label: 'External calendar', value: 'external' },
      ],
    },
    { name: 'note', type: 'text', maxLength: 200 },
    {
      // The block's taken nights are held under it: changed, they would stay taken for good.
      name: 'holdId',
      type: 'text',
      unique: true,
      access: { update: fixedOnceCreated },
      admin: { hidden: true },
    },
    nightsClaimField,
    // Where an imported block came from: the feed's address and the event's UID in it.
    { name: 'feedUrl', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'eventUid', type: 'text', admin: { readOnly: true } },
  ],
}
