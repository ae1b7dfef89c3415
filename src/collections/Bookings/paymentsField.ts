import type { Field, Validate } from 'payload'

import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentAmountProblem,
  storedPaymentDateProblem,
} from '@/lib/bookings'
import { todayInGhana } from '@/lib/dates'

const dayOnly = { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } as const

/**
 * A payment obeys the one rule of the payments endpoint on every door (/cms, REST): an amount
 * up to the ceiling, a day not after today. A value already stored and sent back unchanged passes,
 * so an older booking can still be edited.
 */
const paymentAmount: Validate = (value, { previousValue }) =>
  (value === previousValue && value != null) || (paymentAmountProblem(value) ?? true)
const paymentDate: Validate = (value, { previousValue }) =>
  (value === previousValue && value != null) ||
  (storedPaymentDateProblem(value, todayInGhana()) ?? true)

/**
 * The payments received for a stay, kept on the booking. Added by the desk's endpoint; through
 * /cms or REST a payment can be added too, but only an admin changes or removes one
 * (`checkBooking`), and the history keeps what it was.
 */
export const payments: Field = {
  name: 'payments',
  type: 'array',
  labels: { singular: 'Payment', plural: 'Payments' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          label: 'Amount (₵)',
          type: 'number',
          required: true,
          min: 0.01,
          validate: paymentAmount,
        },
        {
          name: 'method',
          type: 'select',
          required: true,
          defaultValue: 'cash',
          options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          defaultValue: () => new Date().toISOString(),
          validate: paymentDate,
          admin: dayOnly,
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling?.method === 'mobile-money' },
      fields: [
        {
          name: 'network',
          type: 'select',
          options: MOBILE_MONEY_NETWORKS.map((value) => ({
            value,
            label: MOBILE_MONEY_NETWORK_LABELS[value],
          })),
        },
        { name: 'transactionId', label: 'Transaction ID', type: 'text', maxLength: 60 },
      ],
    },
    { name: 'note', type: 'text', maxLength: 200 },
  ],
}
