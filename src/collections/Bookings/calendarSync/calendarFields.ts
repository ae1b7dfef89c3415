import { randomBytes } from 'node:crypto'

import type { Field, FieldAccess, FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { hasBookingsRole } from '@/access/roles'
import { removeBlocksOfRemovedFeeds } from '@/collections/Bookings/calendarSync/feedBlocks'
import { feedAddressProblem, feedUrl } from '@/lib/calendarSync/feedAddress'
import { env } from '@/lib/env'

/** 32 random bytes: a feed address nobody can guess or enumerate. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url')
}

const bookingsStaff: FieldAccess = ({ req: { user } }) => hasBookingsRole(user)

/**
 * A room gets its token when first saved, and a new one when staff ask (the old link then stops).
 * What a request sends is never taken: a token chosen by hand could be guessed.
 */
const keepOrMakeToken: FieldHook = ({ siblingData, originalDoc }) => {
  const current = (originalDoc as { calendarToken?: string | null } | undefined)?.calendarToken
  return siblingData.newCalendarUrl === true || !current ? newCalendarToken() : current
}

/** A `webcal://` link, as the sites give it, is kept as the https:// address it stands for. */
const httpsFeedUrl: FieldHook = ({ value }) => (typeof value === 'string' ? feedUrl(value) : value)

/**
 * A link that is plainly no public calendar (another scheme, this machine, a private network) is
 * refused when the room is saved, by every door: /cms, the portal and the REST API all save
 * through here. The download checks the addresses the name resolves to again at every reading.
 */
const publicCalendarLink: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  // The import's own status write leaves the addresses as they are (see syncRoomCalendars).
  if (options.req?.context?.calendarFeedStatus) return true
  return (
    feedAddressProblem(String(value ?? ''), { allowLoopback: env.calendarFeedsAllowLoopback }) ??
    true
  )
}

/** A feed taken off a room takes its blocks with it, and their nights are free again at once. */
const removeFeedBlocks: FieldHook = async ({ value, originalDoc, req }) => {
  const roomId = (originalDoc as { id?: string | number } | undefined)?.id
  if (roomId === undefined || !Array.isArray(value)) return value
  await removeBlocksOfRemovedFeeds(
    req,
    roomId,
    (value as Array<{ url?: string | null }>).flatMap((feed) => (feed.url ? [feed.url] : [])),
  )
  return value
}

/**
 * The room's private iCalendar feed of taken nights, for Booking.com, Airbnb and the like.
 * Only admins and reception can read its address (`calendarUrl`).
 */
export const calendarFields: Field[] = [
  {
    name: 'calendarToken',
    type: 'text',
    unique: true,
    index: true,
    access: { read: bookingsStaff },
    admin: { hidden: true },
    hooks: { beforeChange: [keepOrMakeToken] },
  },
  {
    name: 'calendarUrl',
    label: 'Calendar link (iCal) for booking sites',
    type: 'text',
    virtual: true,
    access: { read: bookingsStaff },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description:
        'Paste this private link into Booking.com or Airbnb so they see the nights taken here. It carries no guest names.',
    },
    hooks: {
      afterRead: [
        ({ siblingData }) =>
          siblingData.calendarToken
            ? `${env.serverUrl}/api/calendar/${siblingData.calendarToken}.ics`
            : undefined,
      ],
    },
  },
  {
    name: 'newCalendarUrl',
    label: 'Make a new calendar link (the old one stops working)',
    type: 'checkbox',
    virtual: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'calendarFeeds',
    label: 'External calendars to import',
    type: 'array',
    access: { read: bookingsStaff },
    admin: {
      description:
        'iCal links (https:// or webcal://) from Booking.com, Airbnb and the like. Their stays become blocks here every 15 minutes.',
    },
    hooks: { afterChange: [removeFeedBlocks] },
    fields: [
      {
        name: 'url',
        label: 'iCal link',
        type: 'text',
        required: true,
        maxLength: 2000,
        hooks: { beforeValidate: [httpsFeedUrl] },
        validate: publicCalendarLink,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'lastSyncedAt',
            label: 'Last read',
            type: 'date',
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          {
            name: 'lastError',
            label: 'Why the last reading failed',
            type: 'text',
            admin: { readOnly: true },
          },
          {
            // A feed read well can still hold stays on nights already taken here: a double
            // booking for staff to sort out, not a feed that failed.
            name: 'doubleBookings',
            label: 'Its stays on nights already taken here',
            type: 'number',
            min: 0,
            admin: { readOnly: true },
          },
        ],
      },
      {
        // The stays the last good reading found on nights already taken here, with both sides,
        // for the booking desk (FeedConflict in src/lib/calendarSync/feeds.ts).
        name: 'conflicts',
        type: 'json',
        admin: { hidden: true },
      },
    ],
  },
]
