import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

const serverOnly = { read: nobody, create: nobody, update: nobody }

/**
 * What the stay's ledger says is left to settle (below zero for a credit) and how many entries
 * that was read from: written by the ledger's writer only (`keepLedgerBalance`), read by the
 * balances owed to skip the stays that are settled. Never shown, never written through an API.
 */
export const ledgerBalanceFields: Field[] = [
  // Looked up with the stay's status: the bookings' index on both (collections/Bookings).
  { name: 'ledgerBalance', type: 'number', access: serverOnly, admin: { hidden: true } },
  { name: 'ledgerTurns', type: 'number', access: serverOnly, admin: { hidden: true } },
]
