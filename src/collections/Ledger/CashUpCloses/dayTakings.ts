import type { PayloadRequest } from 'payload'

import { moneyEntriesIn } from '@/collections/Ledger/moneyEntries'
import { cashUp as takingsOf, type CashUp } from '@/lib/money/cashUp'
import type { MoneyEntry } from '@/lib/money/moneyEntry'

/**
 * The day's takings a close is made against: every entry of the day, whoever recorded it, since
 * the drawer and the statements hold everyone's money. Grouped by `cashUp`, as the cash-up screen
 * and the CSV group them.
 */
export async function dayTakings(req: PayloadRequest, day: string): Promise<CashUp<MoneyEntry>> {
  return takingsOf(await moneyEntriesIn(req, { from: day, to: day }))
}
