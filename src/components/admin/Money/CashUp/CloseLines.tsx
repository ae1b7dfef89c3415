'use client'

import { cn } from '@/lib/cn'
import { formatPesewas, formatPesewasChange } from '@/lib/money/amounts'
import type { CloseLine } from '@/lib/money/cashUpClose'
import { MESSAGES } from '@/lib/messages'

import type { TakingsEntry } from '@/lib/money/moneyEntry'
import { EntryList } from './EntryList'

export type LineEntries = { entries: TakingsEntry[]; hidden: number }

/**
 * Expected, counted and over/short for each method and network, a line opening onto the entries
 * behind its expected total (those the reader may see, and how many more are in it).
 */
export function CloseLines({
  lines,
  entriesOf,
}: {
  lines: readonly CloseLine[]
  entriesOf?: (key: string) => LineEntries | undefined
}) {
  return (
    <div className="space-y-2">
      {lines.map((line) => {
        const behind = entriesOf?.(line.key)
        return (
          <details
            key={line.key}
            className="rounded-lg bg-white ring-1 ring-stone-200"
            data-testid={`close-${line.key}`}
          >
            <summary className="cursor-pointer list-none px-4 py-3">
              <p className="font-medium">
                {line.label}{' '}
                <span className="text-sm font-normal text-stone-500">({line.entryCount})</span>
              </p>
              <dl className="mt-1 grid grid-cols-3 gap-1 text-sm">
                <div>
                  <dt className="text-stone-500">{MESSAGES.cashUp.expected}</dt>
                  <dd data-testid={`close-${line.key}-expected`}>{formatPesewas(line.expected)}</dd>
                </div>
                <div>
                  <dt className="text-stone-500">{MESSAGES.cashUp.counted}</dt>
                  <dd data-testid={`close-${line.key}-counted`}>
                    {line.counted === null
                      ? MESSAGES.cashUp.notCounted
                      : formatPesewas(line.counted)}
                  </dd>
                </div>
                <div>
                  <dt className="text-stone-500">{MESSAGES.cashUp.overShort}</dt>
                  <dd
                    data-testid={`close-${line.key}-over-short`}
                    className={cn(
                      'font-semibold',
                      (line.overShort ?? 0) < 0 && 'text-red-700',
                      (line.overShort ?? 0) > 0 && 'text-amber-700',
                    )}
                  >
                    {line.overShort === null ? '–' : formatPesewasChange(line.overShort)}
                  </dd>
                </div>
              </dl>
            </summary>
            {behind && (
              <div className="px-4 pb-2">
                <EntryList entries={behind.entries} />
                {behind.hidden > 0 && (
                  <p className="py-2 text-sm text-stone-500">
                    {MESSAGES.cashUp.othersEntries(behind.hidden)}
                  </p>
                )}
              </div>
            )}
          </details>
        )
      })}
    </div>
  )
}
