import type { PayloadRequest } from 'payload'

import { ghanaDay } from '@/lib/bookings/availability'
import type { DayRange } from '@/lib/reports/reportRanges'
import type { ExtraEntry } from '@/lib/reports/monthMoney'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { eachPage } from './pages'

/** A ledger entry as an extra's reading needs it: a charge carries whether it was taxable. */
type ChargeRead = Pick<Ledger, 'id' | 'kind' | 'amount' | 'date' | 'createdAt' | 'reverses'> & {
  taxable?: boolean | null
}

/** What an extra's reading takes of an entry. */
const CHARGE_FIELDS = {
  kind: true,
  amount: true,
  date: true,
  createdAt: true,
  reverses: true,
  taxable: true,
} as const

const dayOf = (entry: ChargeRead) => ghanaDay(entry.date ?? entry.createdAt)

const inRange = (range: DayRange) => [
  { date: { greater_than_equal: `${range.from}T00:00:00.000Z` } },
  { date: { less_than_equal: `${range.to}T23:59:59.999Z` } },
]

/**
 * The extras charged in a range and the reversals of charges dated in it, a page at a time. A
 * reversal is read with the charge it undoes (its amount, taxable or not, and its day).
 */
export async function readExtras(req: PayloadRequest, range: DayRange): Promise<ExtraEntry[]> {
  const extras: ExtraEntry[] = []
  await eachPage(
    req,
    'ledger',
    { and: [{ kind: { equals: 'charge' } }, ...inRange(range)] },
    'createdAt',
    (docs) => {
      for (const charge of docs as ChargeRead[]) {
        const day = dayOf(charge)
        extras.push({
          kind: 'charge',
          amount: charge.amount,
          day,
          taxable: charge.taxable === true,
          chargedOn: day,
        })
      }
    },
    CHARGE_FIELDS,
  )
  const reversals: ChargeRead[] = []
  await eachPage(
    req,
    'ledger',
    { and: [{ kind: { equals: 'reversal' } }, ...inRange(range)] },
    'createdAt',
    (docs) => {
      reversals.push(...(docs as ChargeRead[]))
    },
    CHARGE_FIELDS,
  )
  const undoneIds = [
    ...new Set(reversals.map((entry) => relationId(entry.reverses)).filter(Boolean)),
  ]
  const charges = new Map<string, ChargeRead>()
  if (undoneIds.length) {
    await eachPage(
      req,
      'ledger',
      { and: [{ id: { in: undoneIds } }, { kind: { equals: 'charge' } }] },
      'createdAt',
      (docs) => {
        for (const doc of docs as ChargeRead[]) charges.set(String(doc.id), doc)
      },
      CHARGE_FIELDS,
    )
  }
  for (const reversal of reversals) {
    const charge = charges.get(relationId(reversal.reverses))
    if (!charge) continue
    extras.push({
      kind: 'reversal',
      amount: charge.amount,
      day: dayOf(reversal),
      taxable: charge.taxable === true,
      chargedOn: dayOf(charge),
    })
  }
  return extras
}
