import type { CollectionConfig, Field } from 'payload'

import { isBookingsStaff } from '@/access/isBookingsStaff'
import { nobody } from '@/access/nobody'
import { MOBILE_MONEY_NETWORK_LABELS, MOBILE_MONEY_NETWORKS } from '@/lib/money/payments'

import { keepCloses } from './keepCloses'

const pesewas = (name: string, label: string, required = true): Field => ({
  name,
  label: `${label} (pesewas)`,
  type: 'number',
  required,
  admin: { components: { Cell: '@/components/cms/PesewasCell#PesewasCell' } },
})

/**
 * The close of a day's takings: what the person closing counted (cash, and each mobile-money
 * statement), the float kept, and the day's figures as they were at that moment (expected, counted
 * and over/short by method), signed with who closed and when. Written only by the close endpoint
 * (`closeDay`), never changed or removed on any door: a mistake is put right by a new close that
 * `corrects` the last one and says why, and both are kept. A day with a close refuses new ledger
 * entries dated in it (`addLedgerEntry`). Admins and reception read them; no one else.
 */
export const CashUpCloses: CollectionConfig = {
  slug: 'cash-up-closes',
  labels: { singular: 'Cash-up close', plural: 'Cash-up closes' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'day',
    defaultColumns: ['day', 'countedCash', 'closedByName', 'closedAt', 'reason'],
    description: 'Each closed day, as counted. Never changed: a correction is a new close.',
  },
  access: { read: isBookingsStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-closedAt',
  hooks: { beforeChange: [keepCloses.beforeChange], beforeDelete: [keepCloses.beforeDelete] },
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    {
      // "<day>:<n>", the n-th close of the day: two closes written at once cannot both be the
      // first, nor both correct the same close.
      name: 'turn',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    pesewas('countedCash', 'Cash counted'),
    {
      name: 'denominations',
      type: 'array',
      fields: [
        { name: 'value', label: 'Note or coin (pesewas)', type: 'number', required: true },
        { name: 'coin', type: 'checkbox', defaultValue: false },
        { name: 'count', type: 'number', required: true },
      ],
    },
    pesewas('floatKept', 'Float kept'),
    pesewas('openingFloat', 'Float from the last close'),
    pesewas('cashToBank', 'Cash to bank'),
    {
      name: 'momoStatement',
      label: 'Mobile money statements',
      type: 'group',
      fields: MOBILE_MONEY_NETWORKS.map((network) =>
        pesewas(network, MOBILE_MONEY_NETWORK_LABELS[network]),
      ),
    },
    pesewas('expectedTotal', 'Expected takings'),
    {
      name: 'lines',
      label: 'By method',
      type: 'array',
      fields: [
        { name: 'key', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
        pesewas('expected', 'Expected'),
        pesewas('counted', 'Counted', false),
        pesewas('overShort', 'Over / short', false),
        { name: 'entryCount', type: 'number', required: true },
      ],
    },
    // The ledger entries the figures were taken from, as they were at the close.
    { name: 'entries', type: 'json', admin: { hidden: true } },
    { name: 'closedBy', type: 'relationship', relationTo: 'users' },
    { name: 'closedByName', label: 'Closed by', type: 'text', required: true },
    {
      name: 'closedAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // The close this one puts right: corrected once, so corrections form one line.
      name: 'corrects',
      type: 'relationship',
      relationTo: 'cash-up-closes',
      unique: true,
      index: true,
    },
    { name: 'reason', type: 'text' },
  ],
}
