import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * The payments a stay kept on itself before the ledger, in cedis. No one reads or writes them on
 * any door now: the upgrade on start (`src/seed/ledgerPayments.ts`) moves each one into the ledger
 * and empties the list, so a site upgraded keeps every payment once.
 */
export const payments: Field = {
  name: 'payments',
  type: 'array',
  access: { read: nobody, create: nobody, update: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'amount', type: 'number', required: true },
    {
      name: 'method',
      type: 'select',
      required: true,
      options: ['cash', 'mobile-money', 'card', 'bank-transfer'],
    },
    { name: 'date', type: 'date', required: true },
    { name: 'network', type: 'select', options: ['mtn', 'telecel', 'airteltigo'] },
    { name: 'transactionId', type: 'text' },
    { name: 'note', type: 'text' },
  ],
}
