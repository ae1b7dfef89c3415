import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { asText, toCsv } from '@/lib/csv'
import { amountText } from '@/lib/money/amounts'

const run = promisify(execFile)

type Cell = { type: string; text: string }

/**
 * The export opened by LibreOffice itself (Debian's `libreoffice-calc-nogui`, installed by
 * `.ci/run`), read back as the cells it made. Without a dialog LibreOffice takes the character
 * set from the filter options rather than the byte-order mark, so UTF-8 is named here, as the
 * import dialog picks it from the mark; the mark must then not show in the first cell.
 */
async function openInLibreOffice(csv: string): Promise<Cell[][]> {
  const file = path.join(dir, 'export.csv')
  await writeFile(file, csv)
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      '--infilter=Text - txt - csv (StarCalc):44,34,76,1',
      '--convert-to',
      'fods',
      '--outdir',
      dir,
      file,
    ],
    { timeout: 60_000 },
  )
  const xml = await readFile(path.join(dir, 'export.fods'), 'utf8')
  const rows = xml.split('<table:table-row').slice(1)
  return rows.map((row) =>
    [...row.matchAll(/<table:table-cell([^>]*)>\s*<text:p>(.*?)<\/text:p>/gs)].map((cell) => ({
      type: /office:value-type="(\w+)"/.exec(cell[1])?.[1] ?? '',
      text: cell[2]
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    })),
  )
}

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'csv-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the export opened in a spreadsheet', () => {
  it('keeps Twi names, phones and transaction IDs as written, and amounts and days as values', async () => {
    const csv = toCsv(
      ['Guest', 'Phone', 'Transaction ID', 'Amount (GHS)', 'Date', 'Note'],
      [
        [
          'Ɔkyeame Ɛsi',
          asText('0241234567'),
          asText('00123456789012345678'),
          amountText(125_050),
          '2026-11-03',
          '=1+1',
        ],
        ['Ama Owusu', asText('+233241234567'), asText('MP1103.A7'), amountText(40_000), '', ''],
      ],
    )
    const [header, first, second] = await openInLibreOffice(csv)
    expect(header[0]).toEqual({ type: 'string', text: 'Guest' })
    expect(first).toEqual([
      { type: 'string', text: 'Ɔkyeame Ɛsi' },
      { type: 'string', text: '0241234567' },
      { type: 'string', text: '00123456789012345678' },
      { type: 'float', text: '1250.5' },
      { type: 'date', text: '2026-11-03' },
      // A formula typed as text stays text, the apostrophe shown: the one place the guard shows.
      { type: 'string', text: "'=1+1" },
    ])
    expect(second.slice(0, 4)).toEqual([
      { type: 'string', text: 'Ama Owusu' },
      { type: 'string', text: '+233241234567' },
      { type: 'string', text: 'MP1103.A7' },
      { type: 'float', text: '400' },
    ])
  }, 90_000)
})
