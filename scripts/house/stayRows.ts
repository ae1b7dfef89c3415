import { stayMoney, type LedgerEntryLike } from '@/lib/money/ledger'
import type { Ledger, User } from '@/payload-types'

/** A history line as the hooks and endpoints write it; its detail may name a receipt numbered later. */
export type Line = {
  at: number
  by: User | null
  byName: string
  action: string
  detail: () => string
}

/** A ledger entry as `addLedgerEntry` writes it, before its receipt number and place are known. */
export type Entry = LedgerEntryLike & {
  id: string
  at: number
  stay: StayRows
  by: User | null
  byName: string
  fields: Partial<Ledger>
  receiptNumber?: number
  turn?: string
  /** The entry a reversal undoes. */
  undoes?: Entry
}

/** One stay as it stands at the end of the history, with everything written about it. */
export type StayRows = {
  id: string
  requestId: string
  tag: string
  reference: string
  group: string | null
  roomId: string
  checkIn: string
  checkOut: string
  nights: string[]
  guests: number
  adults: number
  children: number
  guestName: string
  phone: string
  email: string | null
  note: string | null
  source: string
  status: string
  price: number
  deposit: number
  nightPrices: Array<{ night: string; price: number }>
  leaveBalanceDue: boolean
  previousStatus: string | null
  statusChangedAt: number | null
  reminderAt: number | null
  thanksAt: number | null
  createdAt: number
  lines: Line[]
  entries: Entry[]
}

/** The stay's money as the ledger says it so far, by the app's own rule. */
export function moneyOf(stay: StayRows) {
  return stayMoney(stay.price, stay.entries, stay.status)
}

export const iso = (time: number) => new Date(time).toISOString()
export const storedDay = (day: string) => `${day}T00:00:00.000Z`
export const dayOf = (time: number) => iso(time).slice(0, 10)
