import type { CollectionConfig, Validate } from 'payload'

import { ownMoneyEntriesOrAll } from '@/access/moneyEntriesReadBy'
import { nobody } from '@/access/nobody'
import { LEDGER_KIND_LABELS, LEDGER_KINDS } from '@/lib/money/ledger'
import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@/lib/money/payments'
import { stayDayAdmin } from '@/fields/stayDay'
import { MESSAGES } from '@/lib/messages'

import { keepEntries } from './keepEntries'

/** Whole pesewas, 0 or more: what an entry means by its amount is decided by its kind. */
const wholePesewas: Validate = (value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || MESSAGES.ledger.amount

/**
 * The money of every stay, one row per entry, only ever added: a payment, a refund, a reversal of
 * one entered by mistake, a price or deposit set. No one changes or removes an entry, on any door
 * (REST, /cms, the Local API): a mistake is put right by a reversal, so the book always shows what
 * happened. The desk's endpoints write entries after their own checks (`addLedgerEntry`).
 */
export const Ledger: CollectionConfig = {
  slug: 'ledger',
  labels: { singular: 'Ledger entry', plural: 'Ledger' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'receipt',
    defaultColumns: ['createdAt', 'booking', 'kind', 'amount', 'receipt', 'recordedByName'],
    description:
      'Money received and given back for each stay, amounts in pesewas (₵1 = 100). Entries are never changed or removed: the desk reverses a mistake.',
  },
  // Admins read every entry, reception the ones they recorded (`moneyEntriesSeenBy`).
  access: { read: ownMoneyEntriesOrAll, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [keepEntries.beforeChange], beforeDelete: [keepEntries.beforeDelete] },
  // The reports ask for money entries (a few kinds) by the day they are dated, and the cash-up for
  // those written on a day: each a range of one index, so a day's takings never read every
  // payment a house has taken.
  indexes: [{ fields: ['kind', 'date'] }, { fields: ['kind', 'createdAt'] }],
  fields: [
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      index: true,
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: LEDGER_KINDS.map((value) => ({ value, label: LEDGER_KIND_LABELS[value] })),
    },
    {
      name: 'amount',
      label: 'Amount (pesewas)',
      type: 'number',
      required: true,
      validate: wholePesewas,
      admin: { components: { Cell: '@/components/cms/PesewasCell#PesewasCell' } },
    },
    {
      // A reversal undoes one payment or refund, once: two reversals of one entry cannot both be
      // stored, however close together they are written.
      name: 'reverses',
      type: 'relationship',
      relationTo: 'ledger',
      unique: true,
      index: true,
    },
    {
      name: 'method',
      type: 'select',
      options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
    },
    {
      name: 'network',
      type: 'select',
      options: MOBILE_MONEY_NETWORKS.map((value) => ({
        value,
        label: MOBILE_MONEY_NETWORK_LABELS[value],
      })),
    },
    { name: 'transactionId', label: 'Transaction ID', type: 'text' },
    {
      // A payment a gateway confirmed, or a refund it took: the online payment's reference (a
      // refund's is "refund:" and the gateway's refund id). Unique, so however many webhooks and
      // verify calls report one transaction, on any number of instances, it is posted once.
      name: 'gatewayReference',
      type: 'text',
      unique: true,
      index: true,
    },
    {
      name: 'gatewayFees',
      label: 'Gateway fee (pesewas)',
      type: 'number',
      admin: { components: { Cell: '@/components/cms/PesewasCell#PesewasCell' } },
    },
    {
      name: 'date',
      label: 'Day the money moved or the extra was charged',
      type: 'date',
      index: true,
      admin: stayDayAdmin,
    },
    // A charge (an extra on the bill): the item, and its name, price and taxable flag as they were
    // when charged, so a later change to the price list never changes a bill already written.
    { name: 'extra', type: 'relationship', relationTo: 'extras', index: true },
    { name: 'description', type: 'text' },
    { name: 'quantity', type: 'number' },
    {
      name: 'unitPrice',
      label: 'Unit price (pesewas)',
      type: 'number',
      admin: { components: { Cell: '@/components/cms/PesewasCell#PesewasCell' } },
    },
    { name: 'taxable', type: 'checkbox' },
    { name: 'reason', type: 'text' },
    { name: 'note', type: 'text' },
    // The receipt of a payment or refund, numbered in the order they were written.
    { name: 'receipt', type: 'text', unique: true, index: true },
    { name: 'receiptNumber', type: 'number', unique: true, index: true, admin: { hidden: true } },
    {
      // The entry's place in its stay's ledger, "<booking id>:<n>": each writer claims the place
      // after the entries it checked, and the unique index lets one writer have it, so two writes
      // to one stay never both pass a check made on the same entries (`addLedgerEntry`).
      name: 'turn',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    { name: 'recordedBy', type: 'relationship', relationTo: 'users' },
    // The name as it was when the entry was written: reception cannot read other accounts.
    { name: 'recordedByName', label: 'Recorded by', type: 'text', required: true },
  ],
}
