'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { formatDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import type { CashUp } from '@/lib/money/cashUp'
import { closeFigures, readCloseCount, type CloseLine } from '@/lib/money/cashUpClose'
import type { TakingsEntry } from '@/lib/money/moneyEntry'
import { MESSAGES } from '@/lib/messages'
import type { CashUpClose } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { CloseForm, countOf, formFromClose, NEW_FORM, type CloseFormValues } from './CloseForm'
import { CloseLines, type LineEntries } from './CloseLines'

type Group = { key: string; label: string; total: number; entries: TakingsEntry[]; hidden: number }

/** What `GET /api/bookings/cash-up-close` answers. */
export type DayCloseData = {
  day: string
  today: string
  closes: CashUpClose[]
  openingFloat: number
  takings: { total: number; byMethod: Group[]; byNetwork: Group[] }
}

const fetchDayClose = swrFetcher<DayCloseData>(MESSAGES.cashUp.closesFetchFailed)

/** The group behind a close line's key: "cash", "card", "mobile-money:mtn". */
function groupOf(takings: DayCloseData['takings'], key: string): Group | undefined {
  const [method, network] = key.split(':')
  return network
    ? takings.byNetwork.find((group) => group.key === network)
    : takings.byMethod.find((group) => group.key === method)
}

const linesOf = (close: CashUpClose): CloseLine[] =>
  (close.lines ?? []).map((line) => ({
    key: line.key,
    label: line.label,
    expected: line.expected,
    counted: line.counted ?? null,
    overShort: line.overShort ?? null,
    entryCount: line.entryCount,
  }))

/**
 * Closing the day: the drawer counted (a total, or note by note), the float kept for tomorrow and
 * each mobile-money statement's total, against what the day's entries say came in, line by line
 * with over/short worked out as it is typed (the same rule the server keeps). Closing asks once;
 * a closed day shows who closed it and when, with its figures, read-only, and can only be
 * corrected by a new close that says why.
 */
export function DayClose({ day }: { day: string }) {
  const { data, error, mutate } = useSWR(day ? API.dayClose(day) : null, fetchDayClose, {
    revalidateOnFocus: false,
  })
  const [values, setValues] = useState<CloseFormValues>(NEW_FORM)
  const [correcting, setCorrecting] = useState(false)
  const [asking, setAsking] = useState(false)
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        {(error as Error).message || MESSAGES.cashUp.closesFetchFailed}
      </p>
    )
  }
  if (!data?.takings || !Array.isArray(data.closes)) return null
  const inForce = data.closes.at(-1)
  const entriesOf = (key: string): LineEntries | undefined => {
    const group = groupOf(data.takings, key)
    return group && { entries: group.entries, hidden: group.hidden }
  }
  const countAll = (line: CloseLine): CloseLine => {
    const group = groupOf(data.takings, line.key)
    return { ...line, entryCount: group ? group.entries.length + group.hidden : 0 }
  }

  if (inForce && !correcting) {
    return (
      <section className="space-y-3" aria-labelledby="day-closed" data-testid="day-closed">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <h2 id="day-closed" className="text-base font-semibold">
            {MESSAGES.cashUp.closed}
          </h2>
          <p className="text-sm text-stone-600" data-testid="closed-by">
            {MESSAGES.cashUp.closedBy(
              inForce.closedByName,
              `${formatDate(inForce.closedAt)} ${inForce.closedAt.slice(11, 16)}`,
            )}
          </p>
          {inForce.reason && (
            <p className="text-sm text-stone-600">
              {MESSAGES.cashUp.correctedBecause(inForce.reason)}
            </p>
          )}
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt>{MESSAGES.cashUp.openingFloat}</dt>
            <dd className="text-right">{formatPesewas(inForce.openingFloat)}</dd>
            <dt>{MESSAGES.cashUp.floatKeptShown}</dt>
            <dd className="text-right">{formatPesewas(inForce.floatKept)}</dd>
            <dt>{MESSAGES.cashUp.cashToBank}</dt>
            <dd className="text-right font-semibold" data-testid="cash-to-bank">
              {formatPesewas(inForce.cashToBank)}
            </dd>
          </dl>
        </div>
        <CloseLines lines={linesOf(inForce)} entriesOf={entriesOf} />
        <button
          type="button"
          className={buttonClass.secondary + ' w-full'}
          onClick={() => {
            setValues(formFromClose(inForce))
            setCorrecting(true)
            setRefusal(null)
          }}
        >
          {MESSAGES.cashUp.correct}
        </button>
      </section>
    )
  }

  const typed = countOf(values)
  const count = readCloseCount(typed)
  const reasonMissing = correcting && !values.reason.trim()
  const problem =
    typeof count === 'string' ? count : reasonMissing ? MESSAGES.cashUp.correctionReason : null
  const takings = data.takings as unknown as CashUp<TakingsEntry>
  const preview =
    typeof count === 'string'
      ? null
      : closeFigures(takings, count, inForce ? inForce.openingFloat : data.openingFloat)

  const send = async () => {
    setSaving(true)
    try {
      await fetchJson(
        API.cashUpClose,
        {
          method: 'POST',
          body: JSON.stringify({
            day,
            ...typed,
            ...(correcting && inForce
              ? { corrects: inForce.id, reason: values.reason.trim() }
              : {}),
          }),
        },
        MESSAGES.cashUp.closeFailed,
      )
      setCorrecting(false)
      setValues(NEW_FORM)
      await mutate()
    } catch (failure) {
      setRefusal((failure as Error).message || MESSAGES.cashUp.closeFailed)
    } finally {
      setSaving(false)
      setAsking(false)
    }
  }

  return (
    <section className="space-y-3" aria-labelledby="close-day">
      <h2 id="close-day" className="pt-2 text-base font-semibold">
        {correcting ? MESSAGES.cashUp.correct : MESSAGES.cashUp.closeTitle}
      </h2>
      <CloseForm
        values={values}
        correcting={correcting}
        onChange={(next) => {
          setValues(next)
          setRefusal(null)
        }}
      />
      {preview && (
        <>
          <CloseLines lines={preview.lines.map(countAll)} entriesOf={entriesOf} />
          <p className="text-sm">
            {MESSAGES.cashUp.cashToBank}:{' '}
            <strong data-testid="preview-cash-to-bank">{formatPesewas(preview.cashToBank)}</strong>
          </p>
        </>
      )}
      {(refusal ?? (values.tried ? problem : null)) && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal ?? problem}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => {
            setValues({ ...values, tried: true })
            if (!problem) setAsking(true)
          }}
        >
          {correcting ? MESSAGES.cashUp.saveCorrection : MESSAGES.cashUp.closeDay}
        </button>
        {correcting && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setCorrecting(false)}
          >
            {MESSAGES.cashUp.closeCancel}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        id="confirm-close"
        title={correcting ? MESSAGES.cashUp.correct : MESSAGES.cashUp.closeTitle}
        confirmLabel={correcting ? MESSAGES.cashUp.saveCorrection : MESSAGES.cashUp.closeYes}
        cancelLabel={MESSAGES.cashUp.closeCancel}
        busyLabel="Saving..."
        busy={saving}
        onCancel={() => setAsking(false)}
        onConfirm={send}
      >
        {MESSAGES.cashUp.closeConfirm(formatDate(day))}
      </ConfirmDialog>
    </section>
  )
}
