'use client'

import { useState, type FormEvent } from 'react'

import { Field, fieldAria } from '@/components/ui/Field'
import { buttonClass, buttonPrimary, inputBase } from '@/components/ui/styles'
import { DOCUMENT_TYPES } from '@/lib/guestRegister/documents'
import { isGhanaian } from '@/lib/guestRegister/nationality'
import { VISIT_PURPOSES } from '@/lib/guestRegister/purposes'
import type { RegistrationField } from '@/lib/guestRegister/readRegistration'
import { guestRegister as text } from '@/lib/messages/guestRegister'

export type RegistrationValues = Partial<Record<RegistrationField, string>>
export type RegistrationAnswer = {
  ok: boolean
  message: string
  errors?: Partial<Record<RegistrationField, string>>
}

/** Posts a registration and reads the answer, with each wrong field's own message. */
export async function postRegistration(url: string, body: unknown): Promise<RegistrationAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as {
      message?: string
      errors?: RegistrationAnswer['errors']
    }
    return {
      ok: response.ok,
      message: json.message || text.registerFailed,
      errors: json.errors,
    }
  } catch {
    return { ok: false, message: text.registerFailed }
  }
}

const NATIONALITIES = ['Ghanaian', 'Nigerian', 'Togolese', 'Ivorian', 'British', 'American']

type Props = {
  /** Prefixes the inputs' ids: the desk may show two forms on one screen. */
  idPrefix: string
  look: 'site' | 'portal'
  /** A returning guest's earlier answers, offered again. */
  initial?: RegistrationValues
  /** The earlier registration's document, kept without showing its number: "•••• 4321". */
  keptDocument?: string | null
  submitLabel: string
  onSubmit: (values: Record<string, string>) => Promise<RegistrationAnswer>
  /** Told the phone once typed, so the desk can offer a returning guest's details. */
  onPhone?: (phone: string) => void
}

/**
 * One adult guest's registration: the same fields for the guest's own page and the desk. Every
 * field shows its own message, and a refused form keeps what was typed.
 */
export function RegisterOnlineForm({
  idPrefix,
  look,
  initial = {},
  keptDocument,
  submitLabel,
  onSubmit,
  onPhone,
}: Props) {
  const [errors, setErrors] = useState<RegistrationAnswer['errors']>({})
  const [problem, setProblem] = useState('')
  const [sending, setSending] = useState(false)
  const [nationality, setNationality] = useState(initial.nationality ?? '')
  const [keepDocument, setKeepDocument] = useState(Boolean(keptDocument))
  const foreign = nationality.trim() !== '' && !isGhanaian(nationality)
  const id = (field: string) => `${idPrefix}-${field}`
  const input = look === 'site' ? inputBase : `${inputBase} mt-1`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = Object.fromEntries(
      [...form.entries()].map(([key, value]) => [key, String(value)]),
    )
    setSending(true)
    const answer = await onSubmit(values)
    setSending(false)
    setErrors(answer.ok ? {} : (answer.errors ?? {}))
    setProblem(answer.ok ? '' : answer.message)
  }

  const field = (name: RegistrationField, label: string, required: boolean, extra = {}) => (
    <Field id={id(name)} label={label} error={errors?.[name]} required={required} look={look}>
      <input
        id={id(name)}
        name={name}
        defaultValue={initial[name] ?? ''}
        className={input}
        {...fieldAria(id(name), { invalid: Boolean(errors?.[name]), required })}
        {...extra}
      />
    </Field>
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-describedby={id('problem')}>
      {field('phone', 'Phone', false, {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        onBlur: (event: { currentTarget: HTMLInputElement }) =>
          onPhone?.(event.currentTarget.value),
      })}
      {field('fullName', 'Full name', true, { autoComplete: 'name', maxLength: 100 })}
      {field('nationality', 'Nationality', true, {
        list: id('nationalities'),
        maxLength: 60,
        onChange: (event: { currentTarget: HTMLInputElement }) =>
          setNationality(event.currentTarget.value),
      })}
      <datalist id={id('nationalities')}>
        {NATIONALITIES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {keptDocument && keepDocument ? (
        <div className="space-y-1 pb-5">
          <p>
            Same document as last time: <span className="font-mono">{keptDocument}</span>
          </p>
          <input type="hidden" name="sameDocument" value="yes" />
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => setKeepDocument(false)}
          >
            Another document
          </button>
        </div>
      ) : (
        <>
          <Field
            id={id('documentType')}
            label="Identity document"
            error={errors?.documentType}
            required
            look={look}
          >
            <select
              id={id('documentType')}
              name="documentType"
              defaultValue={initial.documentType ?? (foreign ? 'passport' : 'ghana-card')}
              key={foreign ? 'foreign' : 'ghanaian'}
              className={input}
              {...fieldAria(id('documentType'), {
                invalid: Boolean(errors?.documentType),
                required: true,
              })}
            >
              {Object.entries(DOCUMENT_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          {field('documentNumber', 'Document number', true, {
            autoCapitalize: 'characters',
            autoComplete: 'off',
            maxLength: 30,
            placeholder: foreign ? '' : 'GHA-123456789-0',
          })}
          {field('dateOfBirth', 'Date of birth', true, { type: 'date' })}
        </>
      )}
      {field('address', 'Home address', true, { autoComplete: 'street-address', maxLength: 200 })}
      {field('arrivingFrom', 'Arriving from', foreign, { maxLength: 100 })}
      {field('goingTo', 'Going to', foreign, { maxLength: 100 })}
      <Field
        id={id('purpose')}
        label="Purpose of the visit"
        error={errors?.purpose}
        required
        look={look}
      >
        <select
          id={id('purpose')}
          name="purpose"
          defaultValue={initial.purpose ?? ''}
          className={input}
          {...fieldAria(id('purpose'), { invalid: Boolean(errors?.purpose), required: true })}
        >
          <option value="" disabled>
            Choose…
          </option>
          {Object.entries(VISIT_PURPOSES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <p id={id('problem')} role="alert" className="min-h-5 text-sm text-red-700">
        {problem}
      </p>
      <button
        type="submit"
        disabled={sending}
        className={look === 'site' ? buttonPrimary : `${buttonClass.primary} w-full`}
      >
        {sending ? 'Saving…' : submitLabel}
      </button>
    </form>
  )
}
