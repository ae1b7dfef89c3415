import { addDays, DAY_MS } from '@/lib/dates'
import { cashUp, type CashUpEntry } from '@/lib/money/cashUp'
import {
  closeFigures,
  readCloseCount,
  type CloseCount,
  type CloseFigures,
} from '@/lib/money/cashUpClose'
import type { User } from '@/payload-types'

import type { Random } from './random'
import { dayOf, type Entry, type StayRows } from './stayRows'

export type CloseRows = {
  id: string
  day: string
  count: CloseCount
  figures: CloseFigures
  entries: string[]
  by: User
  closedAt: number
}

/** The float the desk keeps in the drawer overnight. */
const FLOAT = 20_000

/**
 * The day's takings as the cash-up reads them (`moneyEntriesIn`): payments, refunds and their
 * reversals dated in the day, in the order written; a reversal comes off the method and network of
 * what it undoes and counts as that entry's kind, and undoing a charge moves no money.
 */
function takingsOf(entries: readonly Entry[]): CashUpEntry[] {
  return entries.flatMap((entry) => {
    if (!['payment', 'refund', 'reversal'].includes(entry.kind)) return []
    const undone = entry.kind === 'reversal' ? entry.undoes : undefined
    if (undone?.kind === 'charge') return []
    return [
      {
        id: entry.id,
        kind: entry.kind,
        amount: entry.amount,
        reverses: undone?.id ?? null,
        reversesKind: undone?.kind ?? null,
        method: (entry.fields.method as string | null | undefined) ?? null,
        network: (entry.fields.network as string | null | undefined) ?? null,
      },
    ]
  })
}

/**
 * Every day of the history closed at the desk the next morning (`closeDay`), once every entry dated
 * in it was written: the cash counted (now and then a little short), each network's statement,
 * the float kept for the next day, and the figures the app's own rule makes of them.
 */
export function planCloses(
  random: Random,
  stays: readonly StayRows[],
  desk: (time: number) => User,
  { start, until }: { start: string; until: string },
): CloseRows[] {
  const byDay = new Map<string, Entry[]>()
  for (const entry of stays.flatMap((stay) => stay.entries).sort((a, b) => a.at - b.at)) {
    const day = dayOf(entry.at)
    byDay.set(day, [...(byDay.get(day) ?? []), entry])
  }
  const closes: CloseRows[] = []
  let openingFloat = 0
  for (let day = start; day < until; day = addDays(day, 1)) {
    const money = takingsOf(byDay.get(day) ?? [])
    const takings = cashUp(money)
    const cashExpected =
      openingFloat + (takings.byMethod.find((group) => group.key === 'cash')?.total ?? 0)
    const short = random.chance(0.02) ? random.int(1, 20) * 100 : 0
    const countedCash = Math.max(cashExpected - short, 0)
    // A statement is never below nothing: a day that only gave money back on a network reads 0.
    const network = (key: string) =>
      Math.max(takings.byNetwork.find((group) => group.key === key)?.total ?? 0, 0)
    const count = readCloseCount({
      countedCash,
      floatKept: Math.min(FLOAT, countedCash),
      momoStatement: {
        mtn: network('mtn'),
        telecel: network('telecel'),
        airteltigo: network('airteltigo'),
      },
    })
    if (typeof count === 'string') throw new Error(`The close of ${day} is refused: ${count}`)
    const closedAt = Date.parse(`${day}T00:00:00Z`) + DAY_MS + random.int(7 * 60, 9 * 60) * 60_000
    closes.push({
      id: random.id(),
      day,
      count,
      figures: closeFigures(takings, count, openingFloat),
      entries: takings.byMethod.flatMap((group) => group.entries.map((entry) => String(entry.id))),
      by: desk(closedAt),
      closedAt,
    })
    openingFloat = count.floatKept
  }
  return closes
}
