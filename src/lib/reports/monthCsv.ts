/**
 * The owner's month as a CSV for the accountant: one row per figure, section by section, amounts in
 * cedis with two decimals, written by the house's CSV rules (`toCsv`: a BOM, text kept as text).
 */
import { toCsv, type CsvCell } from '@/lib/csv'
import { formatRatePercent } from '@/lib/taxes/rate'
import { month as MONTH_TEXTS } from '@/lib/messages/month'
import type { MonthData } from './month'

const M = MONTH_TEXTS

/** Whole pesewas as cedis with two decimals, e.g. 1250.50, -6.40. */
export function cedisText(pesewas: number): string {
  const sign = pesewas < 0 ? '-' : ''
  const whole = Math.abs(Math.round(pesewas))
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

export const MONTH_CSV_HEADER = ['Section', 'Item', 'Nights', 'Base (GHS)', 'Amount (GHS)'] as const

export function monthCsv(data: MonthData): string {
  const row = (section: string, item: string, nights: CsvCell, base: CsvCell, amount: CsvCell) => [
    section,
    item,
    nights,
    base,
    amount,
  ]
  const figures = 'Figures'
  const rows: CsvCell[][] = [
    row(figures, 'Month', null, null, { text: data.month }),
    row(figures, M.roomRevenue, data.nightsSold, null, cedisText(data.roomRevenue)),
    row(figures, M.extrasRevenue, null, null, cedisText(data.extrasRevenue)),
    row(figures, M.revenue, null, null, cedisText(data.revenue)),
    row(figures, M.moneyReceived, null, null, cedisText(data.moneyReceived)),
    row(figures, `${M.occupancy} (%)`, data.occupiedNights, null, data.occupancy),
    row(figures, 'Room-nights available', data.availableNights, null, null),
    row(figures, M.adr, null, null, cedisText(data.adr)),
    row(figures, M.revpar, null, null, cedisText(data.revpar)),
    ...data.taxes.lines.map((line) =>
      row(
        M.taxes,
        `${line.name} ${formatRatePercent(line.rateBasisPoints)} (${M.payees[line.payee]})`,
        null,
        cedisText(line.basePesewas),
        cedisText(line.amountPesewas),
      ),
    ),
    ...data.taxes.byPayee.map(({ payee, amount }) =>
      row(M.taxes, M.payees[payee as keyof typeof M.payees], null, null, cedisText(amount)),
    ),
    row(M.taxes, M.taxTotal, null, null, cedisText(data.taxes.total)),
    ...data.channels.map((c) => row(M.channels, c.label, c.nights, null, cedisText(c.revenue))),
    ...data.staff.map((s) => row(M.staff, s.name, null, null, cedisText(s.net))),
    ...data.owing.stays.map((stay) =>
      row(
        M.owing,
        `${stay.reference} ${stay.guestName} (left ${stay.checkOut})`,
        null,
        null,
        cedisText(stay.balance),
      ),
    ),
    ...data.byWeek.map((w) =>
      row(M.byWeek, `${w.from} to ${w.to}`, null, null, cedisText(w.revenue)),
    ),
    ...data.lastTwelve.map((m) => row(M.lastTwelve, m.month, null, null, cedisText(m.revenue))),
  ]
  return toCsv(MONTH_CSV_HEADER, rows)
}
