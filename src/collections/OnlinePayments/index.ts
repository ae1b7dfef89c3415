import type { CollectionConfig, Field } from 'payload'

import { isBookingsStaff } from '@/access/isBookingsStaff'
import { nobody } from '@/access/nobody'
import { MOBILE_MONEY_NETWORK_LABELS, MOBILE_MONEY_NETWORKS } from '@/lib/money/payments'
import {
  ONLINE_PAYMENT_PURPOSE_LABELS,
  ONLINE_PAYMENT_PURPOSES,
  ONLINE_PAYMENT_STATUS_LABELS,
  ONLINE_PAYMENT_STATUSES,
} from '@/lib/payments/onlinePayment'

import { gatewayReturn } from './endpoints/gatewayReturn'
import { gatewayWebhook } from './endpoints/gatewayWebhook'

const pesewas = (name: string, label: string, required = false): Field => ({
  name,
  label: `${label} (pesewas)`,
  type: 'number',
  required,
  admin: { components: { Cell: '@/components/cms/PesewasCell#PesewasCell' } },
})

/**
 * Each payment a guest starts on their phone through the gateway, from the moment the Pay button
 * is pressed: what it was for and how much, then what the gateway said of it. Money reaches the
 * ledger only when the gateway confirms it (a signed webhook or the server's own verify call), and
 * then once: the ledger entry carries the same `reference`, unique there too. Written only by the
 * server (the guest's pay endpoint, the webhook, the verify job); staff read them, no one changes
 * or removes one on any door.
 */
export const OnlinePayments: CollectionConfig = {
  slug: 'online-payments',
  labels: { singular: 'Online payment', plural: 'Online payments' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'booking', 'purpose', 'amount', 'status', 'network'],
    description:
      'Payments guests started on their phones, and what the gateway said of each. Confirmed ones are in the ledger.',
  },
  access: { read: isBookingsStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  // The gateway's doors: the guest sent back from its checkout, and its signed events.
  endpoints: [gatewayReturn, gatewayWebhook],
  fields: [
    // The house's reference sent to the gateway: one per attempt, so a retry is a new one.
    { name: 'reference', type: 'text', required: true, unique: true, index: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'gateway', type: 'text', required: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ONLINE_PAYMENT_PURPOSES.map((value) => ({
        value,
        label: ONLINE_PAYMENT_PURPOSE_LABELS[value],
      })),
    },
    pesewas('amount', 'Amount asked', true),
    { name: 'currency', type: 'text', required: true, defaultValue: 'GHS' },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: ONLINE_PAYMENT_STATUSES.map((value) => ({
        value,
        label: ONLINE_PAYMENT_STATUS_LABELS[value],
      })),
    },
    // What the gateway reported once it settled: its transaction, the network, its fee.
    { name: 'transactionId', label: 'Gateway transaction ID', type: 'text' },
    {
      name: 'network',
      type: 'select',
      options: MOBILE_MONEY_NETWORKS.map((value) => ({
        value,
        label: MOBILE_MONEY_NETWORK_LABELS[value],
      })),
    },
    pesewas('paidAmount', 'Amount the gateway reported'),
    pesewas('fees', 'Gateway fee'),
    { name: 'paidAt', type: 'date' },
    { name: 'ledgerEntry', type: 'relationship', relationTo: 'ledger' },
    // Why a payment the gateway took was not put to the stay as asked (a wrong amount, a stay
    // cancelled meanwhile, nights taken before an instant booking), and what became of the money.
    { name: 'outcome', type: 'text' },
    // Checks with the gateway when no webhook came: how many were made, and when the next is due.
    { name: 'checks', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'nextCheckAt', type: 'date', index: true, admin: { hidden: true } },
    // A refund through the gateway of this payment (instant booking that lost its nights, or the
    // desk giving money back): the gateway's id and its state.
    { name: 'refundId', type: 'text' },
    { name: 'refundStatus', type: 'text' },
    // The gateway's page this attempt pays on: a second press of Pay reopens it (no second
    // transaction at the gateway).
    { name: 'checkoutUrl', type: 'text', admin: { hidden: true } },
  ],
}
