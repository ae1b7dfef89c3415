import type { CollectionConfig, Validate } from 'payload'

import type { Room } from '@/payload-types'

import { hasAdminRole } from '@/access/roles'
import { isAdmin } from '@/access/isAdmin'
import { isStaffField } from '@/access/isStaffField'
import { staffOrAvailable } from '@/access/staffOrAvailable'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateCollection } from '@/hooks/revalidate'
import { AMENITIES, BED_TYPES, MAX_ROOM_IMAGES } from '@/lib/rooms'
import { DESCRIPTION_DISPLAY_MAX, validateRoom, type RoomField } from '@/lib/rooms/validation'

import { calendarFields } from '@/collections/Bookings/calendarSync/calendarFields'
import { rateFields } from './rateFields'
import { housekeepingField } from './housekeepingField'
import { deleteRoomImages } from './hooks/deleteRoomImages'
import { keepBookedRooms } from './hooks/keepBookedRooms'
import { prepareRoom } from './hooks/prepareRoom'

const revalidate = revalidateCollection([CACHE_TAGS.rooms])

type RoomData = Partial<
  Pick<
    Room,
    'name' | 'description' | 'regularPrice' | 'discountedPrice' | 'bedType' | 'offer' | 'images'
  >
>

/** Runs the shared room rules on the whole document and reports this field's message, if any. */
function roomRule(field: RoomField): Validate {
  return (_value, { data }) => {
    const room = (data ?? {}) as RoomData
    const errors = validateRoom({
      name: room.name ?? '',
      description: room.description ?? '',
      regularPrice: room.regularPrice ?? null,
      discountedPrice: room.discountedPrice ?? null,
      bedType: room.bedType ?? '',
      offer: room.offer === true,
      imageCount: Array.isArray(room.images) ? room.images.length : 0,
    })
    return errors[field] ?? true
  }
}

export const Rooms: CollectionConfig = {
  slug: 'rooms',
  labels: { singular: 'Room', plural: 'Rooms' },
  defaultSort: '-createdAt',
  admin: {
    // Rooms are run from the staff portal, where admins create and change them; only admins, who
    // may change them, see them here too (editors and reception could only read a table).
    hidden: ({ user }) => !hasAdminRole(user),
    useAsTitle: 'name',
    description:
      'The rooms guests book, with prices, offers and pictures. Create and change them in the staff portal (View Rooms).',
    defaultColumns: ['name', 'regularPrice', 'offer', 'isAvailable', 'updatedAt'],
    group: 'Rooms & bookings',
  },
  access: {
    read: staffOrAvailable,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [prepareRoom],
    afterChange: [revalidate.afterChange],
    beforeDelete: [keepBookedRooms],
    afterDelete: [deleteRoomImages, revalidate.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, validate: roomRule('name') },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      validate: roomRule('description'),
      admin: {
        description: `At least 20 characters; about ${DESCRIPTION_DISPLAY_MAX} reads well on a phone.`,
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'regularPrice',
          type: 'number',
          required: true,
          validate: roomRule('regularPrice'),
          admin: { description: 'Cedis (₵) per night. 400 or more makes the room premium.' },
        },
        { name: 'offer', type: 'checkbox', defaultValue: false, label: 'Special offer' },
        {
          name: 'discountedPrice',
          type: 'number',
          validate: roomRule('discountedPrice'),
          admin: {
            condition: (data) => data?.offer === true,
            description: 'Cedis (₵) per night while the offer runs.',
          },
        },
      ],
    },
    ...rateFields,
    {
      name: 'bedType',
      type: 'select',
      required: true,
      options: BED_TYPES.map((value) => ({ label: value, value })),
      validate: roomRule('bedType'),
    },
    {
      type: 'collapsible',
      label: 'Amenities',
      fields: AMENITIES.map(({ key, label }) => ({
        name: key,
        type: 'checkbox' as const,
        label,
        defaultValue: false,
      })),
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: MAX_ROOM_IMAGES,
      validate: roomRule('images'),
      admin: { description: 'Up to 6 photos; the first is the thumbnail.' },
    },
    {
      name: 'isAvailable',
      type: 'checkbox',
      defaultValue: true,
      label: 'Room is Available for Booking',
      admin: { description: 'When unticked the room is hidden from customers.' },
    },
    {
      name: 'userRef',
      type: 'relationship',
      relationTo: 'users',
      // Staff only: through this field a guest's query could reach the account's fields
      // (sessions included) and the JSON would name the admin.
      access: { read: isStaffField },
      admin: { readOnly: true, position: 'sidebar', description: 'Who created the room.' },
    },
    ...calendarFields,
    housekeepingField,
  ],
}
