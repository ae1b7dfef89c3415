import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { MESSAGES } from '@/lib/messages'

/** Where a stay was agreed, as staff pick it. */
const BOOKING_SOURCES = [
  { label: 'WhatsApp', value: 'whatsapp' },
  { label: 'Phone', value: 'phone' },
  { label: 'Walk-in', value: 'walk-in' },
  { label: 'Other', value: 'other' },
]

const BOOKING_STATUSES = [
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Checked in', value: 'checked-in' },
  { label: 'Completed', value: 'completed' },
  { label: 'Cancelled', value: 'cancelled' },
]

/** Stays that staff record by hand; the dashboard's bookings, revenue and occupancy come from here. */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  defaultSort: '-checkIn',
  admin: {
    useAsTitle: 'guestName',
    defaultColumns: ['guestName', 'room', 'checkIn', 'checkOut', 'amountPaid', 'status'],
    group: 'Rooms & bookings',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'room', type: 'relationship', relationTo: 'rooms', required: true },
    {
      type: 'row',
      fields: [
        { name: 'guestName', type: 'text', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'checkIn',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
        {
          name: 'checkOut',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (!value) return MESSAGES.booking.checkOutRequired
            const checkIn = siblingData.checkIn ? new Date(String(siblingData.checkIn)) : null
            if (checkIn && new Date(String(value)) <= checkIn) {
              return MESSAGES.contact.checkOutBeforeCheckIn
            }
            return true
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountPaid',
          label: 'Amount paid (₵)',
          type: 'number',
          required: true,
          min: 0,
        },
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'whatsapp',
          options: BOOKING_SOURCES,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'confirmed',
          options: BOOKING_STATUSES,
        },
      ],
    },
  ],
}
