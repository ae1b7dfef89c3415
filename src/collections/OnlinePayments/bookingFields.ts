import type { Field } from 'payload'

import { nobody } from '@/access/nobody'
import { onlinePayments as text } from '@/lib/messages/onlinePayments'

/**
 * What online payments keep on the booking, written by the server only: when a request's deposit
 * was paid online. The desk shows such a request as "deposit paid", and an unanswered request
 * that paid is never declined by the expiry: the house holds the guest's money.
 */
export const onlinePaymentBookingFields: Field[] = [
  {
    name: 'depositPaidOnlineAt',
    label: text.depositPaidOnline,
    type: 'date',
    index: true,
    access: { create: nobody, update: nobody },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
]
