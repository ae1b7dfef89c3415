import { asText, toCsv } from '@/lib/csv'

import { isGhanaian } from './nationality'
import { REGISTERED_STAY_STATUSES } from './registerBook'
import type { RegisterWeek } from './week'

/** A registration with its stay's dates, as the return reads it. */
export type ReturnSource = {
  fullName: string
  nationality: string
  documentNumber: string
  arrivingFrom: string
  goingTo: string
  purpose: string
  arrival: string
  departure: string
  /** The stay's status: a cancelled, declined or no-show stay never came. */
  status: string
}

export type ReturnRow = Omit<ReturnSource, 'status'>

const CAME: ReadonlySet<string> = new Set(REGISTERED_STAY_STATUSES)

/**
 * The Immigration Service's weekly return: the non-Ghanaian guests whose stay began in the week,
 * Monday to Sunday, in order of arrival then name. A stay that runs on into the next week is in
 * the week it began only.
 */
export function fridayReturnRows(
  sources: readonly ReturnSource[],
  week: RegisterWeek,
): ReturnRow[] {
  return sources
    .filter(
      (source) =>
        CAME.has(source.status) &&
        !isGhanaian(source.nationality) &&
        source.arrival >= week.from &&
        source.arrival <= week.to,
    )
    .sort(
      (a, b) => a.arrival.localeCompare(b.arrival) || a.fullName.localeCompare(b.fullName, 'en'),
    )
    .map(({ status: _status, ...row }) => row)
}

export const FRIDAY_RETURN_HEADER = [
  'No.',
  'Name',
  'Nationality',
  'Passport number',
  'Date of arrival',
  'Date of departure',
  'Arriving from',
  'Going to',
  'Purpose of visit',
] as const

/**
 * The return as a spreadsheet opens it right: a byte-order mark for UTF-8, numbers and dates kept
 * as text (a passport number of digits stays as typed).
 */
export function fridayReturnCsv(rows: readonly ReturnRow[]): string {
  return toCsv(
    FRIDAY_RETURN_HEADER,
    rows.map((row, index) => [
      index + 1,
      row.fullName,
      row.nationality,
      asText(row.documentNumber),
      asText(row.arrival),
      asText(row.departure),
      row.arrivingFrom,
      row.goingTo,
      row.purpose,
    ]),
  )
}
