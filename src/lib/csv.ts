/**
 * The accountant's exports, written so a spreadsheet opens them as they were meant:
 * - a UTF-8 byte-order mark first, which is how LibreOffice's and Excel's import pick UTF-8
 *   (without it "Ɔkyeame Ɛsi" opens as "Æ†kyeame Æsi");
 * - phones, references and transaction IDs as text (`asText`): a phone 0241234567 would open as
 *   the number 241234567 and a transaction ID 00123456789012345678 as 1.23456789012346E+17;
 * - free text a spreadsheet would run as a formula (= or @ first, or + or - first unless it is
 *   just a number) defused with a leading apostrophe, and only that text.
 */
export const CSV_BOM = '\uFEFF'

/** A value the export keeps as text whatever it looks like. */
export type CsvText = { readonly text: string }
export type CsvCell = string | number | null | undefined | CsvText

export function asText(value: string | null | undefined): CsvText {
  return { text: value ?? '' }
}

/** Digits a spreadsheet would read as a number or a date: a phone, an ID, "2026-11-03". */
const READ_AS_NUMBER = /^[+-]?[\d\s.,/:()-]*\d[\d\s.,/:()-]*$/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
const FORMULA_START = /^[=@\t\r]|^[+-]/

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'object') {
    // ="0241234567" is text to LibreOffice and Excel alike; only digits and their separators
    // are written this way, so no text a guest typed ever becomes a formula.
    return value.text && READ_AS_NUMBER.test(value.text)
      ? quoted(`="${value.text}"`)
      : csvField(value.text)
  }
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return quoted(text)
}

/** One line of a file, its line break included: a file is its head and its lines, joined. */
export function csvLine(row: ReadonlyArray<CsvCell>): string {
  return `${row.map(csvField).join(',')}\r\n`
}

/** What a file opens with: the byte-order mark, then the header line. */
export function csvHead(header: readonly string[]): string {
  return CSV_BOM + csvLine(header)
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>) {
  return csvHead(header) + rows.map(csvLine).join('')
}
