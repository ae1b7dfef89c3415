import type { Field } from 'payload'

import { fixedOnceCreated } from '@/access/fixedOnceCreated'
import { nobody } from '@/access/nobody'
import {
  BOOKING_SOURCE_LABELS,
  BOOKING_SOURCES,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
} from '@/lib/bookings/status'
import { stayDayAdmin as dayOnly } from '@/fields/stayDay'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'

import { groupSummaryField } from './groupSummaryField'
import { nightsClaimField } from './nightClaims'
import { partyFields } from './partyFields'
import { payments } from './paymentsField'
import { nightPricesRule, referenceRule, stayPriceRule } from './priceRules'
import { stayFields } from './stayFields'
import { ledgerBalanceFields } from '@/collections/Ledger/owed/ledgerBalanceFields'
import { onlinePaymentBookingFields } from '../OnlinePayments/bookingFields'

/** Who changed what and when; written by the server only. */
const history: Field = {
  name: 'history',
  type: 'array',
  access: { create: nobody, update: nobody },
  admin: { readOnly: true, initCollapsed: true },
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'by', type: 'relationship', relationTo: 'users' },
    // The name as it was when the entry was written: reception cannot read other accounts, and
    // a guest's request or the system has no account to read.
    { name: 'byName', label: 'By (name)', type: 'text' },
    { name: 'action', type: 'text', required: true },
    { name: 'detail', type: 'text' },
  ],
}

/** What a booking keeps, in the order /cms shows it. */
export const bookingFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'reference',
        type: 'text',
        unique: true,
        index: true,
        // Drawn by the server when the booking is made (`fillBooking`), never sent: it goes into
        // file names, calendar files and messages. The guest was given it: a changed reference
        // would no longer find their booking.
        access: { create: nobody, update: fixedOnceCreated },
        validate: referenceRule,
        admin: { readOnly: true, description: 'Read it to the guest: it finds the booking.' },
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'confirmed',
        index: true,
        options: BOOKING_STATUSES.map((value) => ({
          value,
          label: BOOKING_STATUS_LABELS[value],
        })),
      },
      {
        name: 'source',
        type: 'select',
        required: true,
        defaultValue: 'phone',
        options: BOOKING_SOURCES.map((value) => ({ value, label: BOOKING_SOURCE_LABELS[value] })),
      },
    ],
  },
  { name: 'room', type: 'relationship', relationTo: 'rooms', required: true, index: true },
  {
    type: 'row',
    fields: [
      { name: 'checkIn', type: 'date', required: true, index: true, admin: dayOnly },
      { name: 'checkOut', type: 'date', required: true, index: true, admin: dayOnly },
      { name: 'nights', type: 'number', admin: { readOnly: true } },
      {
        name: 'guests',
        type: 'number',
        required: true,
        defaultValue: 1,
        min: GUESTS_MIN,
        max: GUESTS_MAX,
      },
    ],
  },
  partyFields,
  {
    type: 'row',
    fields: [
      { name: 'guestName', type: 'text', required: true, maxLength: 100 },
      { name: 'phone', type: 'text', maxLength: 30 },
      { name: 'email', type: 'email' },
    ],
  },
  { name: 'note', type: 'textarea', maxLength: 1000 },
  {
    type: 'row',
    fields: [
      {
        // Whole pesewas, so a stay's nights add up exactly (₵46.64 × 3 is 13992, never
        // 139.92999999999998). Left empty, the server prices the stay by the rates whenever it is
        // made or moved, on every door; any other price is an admin's, or reception's within the
        // house's limit, with a reason (`settlePrice`). No default: an empty price is the rates'.
        name: 'price',
        label: 'Price of the stay',
        type: 'number',
        required: true,
        validate: stayPriceRule,
        admin: {
          description:
            'In pesewas: 13992 is ₵139.92. Leave it empty, or as it was when changing the dates, for the price the rates give.',
        },
      },
      {
        // Whole pesewas, set by the server: the house's share when the stay is made, or what
        // staff set at the desk (`POST /api/bookings/{id}/deposit`), each change in the history and
        // the ledger, whose latest deposit entry it always holds (`setStayFigure`).
        name: 'deposit',
        label: 'Deposit required (pesewas)',
        type: 'number',
        defaultValue: 0,
        access: { create: nobody, update: nobody },
        admin: { readOnly: true },
      },
      {
        name: 'leaveBalanceDue',
        label: 'Let the guest check out with a balance due',
        type: 'checkbox',
        defaultValue: false,
      },
    ],
  },
  {
    // Why the stay is not priced by the rates (a price set by hand, or the agreed price kept on a
    // move); never stored on the booking: it goes with the price into the ledger and the history
    // (`checkBooking`, `recordFigures`).
    name: 'priceReason',
    label: 'Why the price changed',
    type: 'text',
    virtual: true,
    maxLength: 200,
    admin: { description: 'Kept in the ledger and the history with the new price.' },
  },
  {
    // The price of each night when the stay was requested or booked: later changes to the
    // room's prices leave it, and the price beside it, as the guest was told; in whole pesewas. One JSON value in
    // the booking's own row, not an array of rows: a write that carries it stays a write of the
    // row, and never rewrites the history and payments beside it.
    name: 'nightPrices',
    label: 'Price night by night',
    type: 'json',
    validate: nightPricesRule,
    typescriptSchema: [
      () => ({
        type: 'array',
        items: {
          type: 'object',
          properties: { night: { type: 'string' }, price: { type: 'number' } },
          required: ['night', 'price'],
          additionalProperties: false,
        },
      }),
    ],
    admin: { readOnly: true },
  },
  {
    // The reference the guest was given for a request of several rooms: each room is a stay of
    // its own, and every stay of the request carries it.
    name: 'group',
    type: 'text',
    index: true,
    // Set by the server only, from the first stay's reference (`requestBooking`).
    access: { create: nobody, update: fixedOnceCreated },
    validate: referenceRule,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'The request this stay is part of.',
    },
  },
  groupSummaryField,
  payments,
  {
    // The stay's money, as written in the ledger: read with the booking, in the order written.
    name: 'ledger',
    type: 'join',
    collection: 'ledger',
    on: 'booking',
    defaultLimit: 0,
    defaultSort: 'createdAt',
    admin: { defaultColumns: ['createdAt', 'kind', 'amount', 'receipt', 'recordedByName'] },
  },
  history,
  {
    // The last status step, for its undo within a day: the status before it and when it was
    // taken. Written by the server only, as the history is.
    type: 'row',
    fields: [
      {
        name: 'previousStatus',
        type: 'select',
        options: BOOKING_STATUSES.map((value) => ({
          value,
          label: BOOKING_STATUS_LABELS[value],
        })),
        access: { create: nobody, update: nobody },
        admin: { hidden: true },
      },
      {
        name: 'statusChangedAt',
        type: 'date',
        access: { create: nobody, update: nobody },
        admin: { hidden: true },
      },
    ],
  },
  {
    // The booking's taken nights are held under it: changed, they would stay taken for good.
    name: 'requestId',
    type: 'text',
    unique: true,
    index: true,
    access: { update: fixedOnceCreated },
    admin: { hidden: true },
  },
  nightsClaimField,
  ...stayFields,
  ...ledgerBalanceFields,
  ...onlinePaymentBookingFields,
  {
    // The one amount a stay kept from before payments were itemised (a MongoDB site still holds
    // it): the upgrade on start makes it the price and a payment, then empties it.
    name: 'amountPaid',
    type: 'number',
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
  {
    // The price a stay kept from before prices were stored in pesewas, in cedis: the upgrade on
    // start makes it the price in pesewas (`src/seed/pricesInPesewas.ts`), then empties it.
    name: 'total',
    type: 'number',
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
]
