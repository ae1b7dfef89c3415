import type { PayloadRequest } from 'payload'

import type { CsvCell } from '@/lib/csv'
import { addDays } from '@/lib/dates'
import { LEDGER_KINDS } from '@/lib/money/ledger'
import {
  byDayThenTime,
  chargeCsvLine,
  moneyCsvLine,
  moneyCsvRow,
  type MoneyCsvLine,
} from '@/lib/money/moneyCsv'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { chargeEntryOf } from './chargeEntries'
import { pagesOf } from './endpoints/getMonth/pages'
import {
  MONEY,
  moneyEntryOf,
  movesMoney,
  recordedByWhere,
  staysOf,
  withUndone,
  type MoneyRange,
} from './moneyEntries'

/** With `withCharges` the extras charged and their reversals too, as the accountant's file has them. */
type MoneyCsvRange = MoneyRange & { withCharges?: boolean }

/**
 * The lines of one page of entries: the money that moved (`moneyEntriesIn`'s rule: a charge's
 * reversal moves none) and, when asked, the extras charged and undone, those only of the member
 * of staff asked for (a gateway charges nothing).
 */
async function linesOf(
  req: PayloadRequest,
  page: readonly Ledger[],
  range: MoneyCsvRange,
): Promise<MoneyCsvLine[]> {
  const known = await withUndone(req, page)
  const chargeUndone = (entry: Ledger) => {
    const undone = known.get(relationId(entry.reverses))
    return entry.kind === 'reversal' && undone?.kind === 'charge' ? undone : null
  }
  const money = page.filter(
    (entry) => (MONEY as string[]).includes(entry.kind) && movesMoney(entry, known),
  )
  const charges = range.withCharges
    ? page.filter(
        (entry) =>
          (entry.kind === 'charge' || chargeUndone(entry)) &&
          (!range.recordedBy || relationId(entry.recordedBy) === range.recordedBy),
      )
    : []
  const stayOf = await staysOf(req, [...money, ...charges])
  return [
    ...money.map((entry) => moneyCsvLine(moneyEntryOf(entry, known, stayOf))),
    ...charges.map((entry) => chargeCsvLine(chargeEntryOf(entry, chargeUndone(entry), stayOf))),
  ].sort(byDayThenTime)
}

/** The days one query reads: a week of a busy house is a page or two of entries. */
const WINDOW_DAYS = 7

/**
 * The entries dated in the range, by date, a week at a time and each week a page at a time: no
 * query skips past the range's earlier entries, so the last page costs what the first did.
 */
async function* entryPages(req: PayloadRequest, range: MoneyCsvRange): AsyncGenerator<Ledger[]> {
  const kinds: readonly string[] = range.withCharges ? [...MONEY, 'charge'] : MONEY
  for (let from = range.from; from <= range.to; from = addDays(from, WINDOW_DAYS)) {
    const last = addDays(from, WINDOW_DAYS - 1)
    const to = last < range.to ? last : range.to
    yield* pagesOf(req, 'ledger', {
      where: {
        and: [
          // Asked as the kinds left out, which no index answers, so the database walks the dates'
          // index over the week instead of every entry of these kinds the house ever wrote.
          { kind: { not_in: LEDGER_KINDS.filter((kind) => !kinds.includes(kind)) } },
          { date: { greater_than_equal: `${from}T00:00:00.000Z` } },
          { date: { less_than_equal: `${to}T23:59:59.999Z` } },
          ...recordedByWhere(range),
        ],
      },
      sort: ['date', 'createdAt', 'id'],
      straight: true,
    })
  }
}

/**
 * The payments CSV's rows for entries dated in the range, a page of entries at a time, in its
 * order (`byDayThenTime`). The pages come by date, so a day's lines are complete once a later
 * day shows: each day is held until then and ordered, never more than a day of lines at once.
 */
export async function* moneyCsvRows(
  req: PayloadRequest,
  range: MoneyCsvRange,
): AsyncGenerator<CsvCell[][]> {
  let held: MoneyCsvLine[] = []
  const dayDone = () => {
    const rows = held.sort(byDayThenTime).map(moneyCsvRow)
    held = []
    return rows
  }
  for await (const page of entryPages(req, range)) {
    const rows: CsvCell[][] = []
    for (const line of await linesOf(req, page, range)) {
      if (held.length && held[0].day !== line.day) rows.push(...dayDone())
      held.push(line)
    }
    yield rows
  }
  yield dayDone()
}
