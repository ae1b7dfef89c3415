import type { Booking, Ledger } from '@/payload-types'

/** The kinds of ledger entry that move money; price and deposit entries only state figures. */
export type MoneyKind = Extract<Ledger['kind'], 'payment' | 'refund' | 'reversal'>

/**
 * A money entry as every report reads it (`moneyEntriesIn`): the stored entry with its relations
 * as ids, the Ghana day it counts on, the kind of the entry a reversal undoes, and the stay it
 * belongs to. The takings screen and the CSV take the parts they show (`Pick` of this).
 */
export type MoneyEntry = Pick<Ledger, 'amount' | 'recordedByName'> & {
  id: string
  kind: MoneyKind
  /** The id of the entry a reversal undoes. */
  reverses: string | null
  reversesKind: Extract<MoneyKind, 'payment' | 'refund'> | null
  /** YYYY-MM-DD, the Ghana day the money moved. */
  day: string
  /** When the entry was written (orders a day's entries). */
  recordedAt: Ledger['createdAt']
  method: NonNullable<Ledger['method']> | null
  network: NonNullable<Ledger['network']> | null
  transactionId: string | null
  receipt: string | null
  note: string | null
  reason: string | null
  recordedBy: string | null
  /** Written by a payment gateway by itself (a guest's payment online): no one recorded it. */
  byGateway: boolean
  booking: Pick<Booking, 'guestName'> & {
    id: string
    reference: string
    roomName: string
    status: Booking['status'] | ''
  }
}

/** The fields of an entry a line of the day's takings or of the payments CSV shows. */
type ShownFields =
  | 'id'
  | 'kind'
  | 'amount'
  | 'reversesKind'
  | 'day'
  | 'recordedAt'
  | 'method'
  | 'network'
  | 'transactionId'
  | 'receipt'
  | 'recordedByName'

/** An entry as the takings screen shows it. */
export type TakingsEntry = Pick<MoneyEntry, ShownFields> & {
  booking: Pick<MoneyEntry['booking'], 'reference' | 'guestName' | 'roomName'>
}

/** An entry as the payments CSV writes it: the stay's status too. */
export type MoneyCsvEntry = Pick<MoneyEntry, ShownFields | 'reverses'> & {
  booking: Pick<MoneyEntry['booking'], 'reference' | 'guestName' | 'roomName' | 'status'>
}

/**
 * A charge (an extra on the bill), or a reversal of one, as the payments CSV writes it: what it
 * did to the extras the guest owes (`charged`, a reversal negative); it moves no money.
 */
export type ChargeCsvEntry = Pick<MoneyEntry, 'day' | 'recordedAt' | 'recordedByName'> & {
  id: string
  kind: 'charge' | 'reversal'
  charged: number
  description: string
  quantity: number | null
  recordedBy: string | null
  booking: MoneyCsvEntry['booking']
}
