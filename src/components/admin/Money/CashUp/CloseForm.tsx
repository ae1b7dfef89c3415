'use client'

import { Field } from '@/components/ui/Field'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { amountText, parseAmount } from '@/lib/money/amounts'
import type { CloseInput } from '@/lib/money/cashUpClose'
import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
} from '@/lib/money/payments'
import { MESSAGES } from '@/lib/messages'
import type { CashUpClose } from '@/payload-types'

import { countedDenominations, CountDrawer } from './CountDrawer'

export type CloseFormValues = {
  byNotes: boolean
  total: string
  notes: Record<string, string>
  floatKept: string
  momo: Record<MobileMoneyNetwork, string>
  reason: string
  /** Set once Close was pressed: from then on a problem is shown as it is typed. */
  tried: boolean
}

export const NEW_FORM: CloseFormValues = {
  byNotes: false,
  total: '',
  notes: {},
  floatKept: '',
  momo: { mtn: '', telecel: '', airteltigo: '' },
  reason: '',
  tried: false,
}

/** A close's count typed again, to correct it. */
export function formFromClose(close: CashUpClose): CloseFormValues {
  const notes = Object.fromEntries(
    (close.denominations ?? []).map((line) => [
      `${line.coin ? 'coin' : 'note'}-${line.value}`,
      String(line.count),
    ]),
  )
  return {
    byNotes: (close.denominations ?? []).length > 0,
    total: amountText(close.countedCash),
    notes,
    floatKept: amountText(close.floatKept),
    momo: {
      mtn: amountText(close.momoStatement.mtn),
      telecel: amountText(close.momoStatement.telecel),
      airteltigo: amountText(close.momoStatement.airteltigo),
    },
    reason: '',
    tried: false,
  }
}

/** An amount typed in cedis as whole pesewas; empty is nothing (0), and what is not an amount NaN. */
const pesewasOf = (text: string, emptyIs = 0) =>
  text.trim() === '' ? emptyIs : (parseAmount(text) ?? Number.NaN)

/** The count as the server takes it (whole pesewas), from what was typed. */
export function countOf(values: CloseFormValues): CloseInput {
  const notes = values.byNotes ? countedDenominations(values.notes) : []
  return {
    ...(values.byNotes
      ? { denominations: notes ?? [{ value: Number.NaN }], countedCash: null }
      : { countedCash: pesewasOf(values.total, Number.NaN) }),
    floatKept: pesewasOf(values.floatKept),
    momoStatement: Object.fromEntries(
      MOBILE_MONEY_NETWORKS.map((network) => [network, pesewasOf(values.momo[network])]),
    ),
  }
}

const amountInput = {
  type: 'text',
  inputMode: 'decimal' as const,
  autoComplete: 'off',
  className: cn(portalInput, 'border-stone-300'),
}

/**
 * What the person closing types: the drawer's cash (a total, or note by note), the float kept for
 * tomorrow, each mobile-money statement's total, and for a correction why it is made.
 */
export function CloseForm({
  values,
  correcting,
  onChange,
}: {
  values: CloseFormValues
  correcting: boolean
  onChange: (values: CloseFormValues) => void
}) {
  const set = (change: Partial<CloseFormValues>) => onChange({ ...values, ...change })
  return (
    <div className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="grid grid-cols-2 gap-2" role="group" aria-label="How the cash is counted">
        {[false, true].map((byNotes) => (
          <button
            key={String(byNotes)}
            type="button"
            aria-pressed={values.byNotes === byNotes}
            onClick={() => set({ byNotes })}
            className={cn(
              buttonClass.secondary,
              values.byNotes === byNotes && 'border-brand-700 bg-brand-50',
            )}
          >
            {byNotes ? MESSAGES.cashUp.countByNotes : MESSAGES.cashUp.countTotal}
          </button>
        ))}
      </div>
      {values.byNotes ? (
        <CountDrawer typed={values.notes} onChange={(notes) => set({ notes })} />
      ) : (
        <Field id="close-total" label={MESSAGES.cashUp.countedCash} look="portal">
          <input
            id="close-total"
            value={values.total}
            onChange={(event) => set({ total: event.target.value })}
            {...amountInput}
          />
        </Field>
      )}
      <Field id="close-float" label={MESSAGES.cashUp.floatKept} look="portal">
        <input
          id="close-float"
          value={values.floatKept}
          onChange={(event) => set({ floatKept: event.target.value })}
          {...amountInput}
        />
      </Field>
      {MOBILE_MONEY_NETWORKS.map((network) => (
        <Field
          key={network}
          id={`close-momo-${network}`}
          label={MESSAGES.cashUp.momoStatement(MOBILE_MONEY_NETWORK_LABELS[network])}
          look="portal"
        >
          <input
            id={`close-momo-${network}`}
            value={values.momo[network]}
            onChange={(event) => set({ momo: { ...values.momo, [network]: event.target.value } })}
            {...amountInput}
          />
        </Field>
      ))}
      {correcting && (
        <Field id="close-reason" label={MESSAGES.cashUp.correctionReasonLabel} look="portal">
          <input
            id="close-reason"
            maxLength={200}
            value={values.reason}
            onChange={(event) => set({ reason: event.target.value })}
            className={cn(portalInput, 'border-stone-300')}
          />
        </Field>
      )}
    </div>
  )
}
