'use client'

import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react'

import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { CONTACT_RESET_MS } from '@/lib/site'
import { todayInGhana } from '@/lib/dates'
import {
  CONTACT_DEFAULTS,
  contactErrorMessage,
  GUESTS_MAX,
  GUESTS_MIN,
  ROOM_TYPES,
  validateContact,
  type ContactField,
  type ContactForm as ContactValues,
} from '@/lib/validation/contact'

import { buttonPrimary, inputBase } from '../styles'
import { useToday } from '../useToday'
import { notify } from '../notify'

export const CONTACT_ENDPOINT = '/api/contact/email'

type Status = 'idle' | 'submitting' | 'submitted'
type FieldError = { field: ContactField; message: string } | null

const SUCCESS_TEXTS: readonly string[] = [MESSAGES.contact.success, MESSAGES.contact.successNoEmail]

/**
 * SPEC.md §7: a non-OK status is an error (its message carries the status, which §8's mapping
 * reads); success true is success; any other answer shows nothing. Resolves with the success text
 * to show, or null: the server's, which promises an email only when it can send one; failing
 * that, the text that promises none.
 */
export async function sendContact(values: ContactValues): Promise<string | null> {
  const response = await fetch(CONTACT_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(values),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const detail =
      body && typeof body === 'object' && 'message' in body ? `: ${String(body.message)}` : ''
    throw new Error(`Request failed with status ${response.status}${detail}`)
  }
  if (!(body && typeof body === 'object' && 'success' in body && body.success === true)) return null
  const message = 'message' in body ? body.message : undefined
  return typeof message === 'string' && SUCCESS_TEXTS.includes(message)
    ? message
    : MESSAGES.contact.successNoEmail
}

const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'subject', 'message'])

const GUEST_OPTIONS = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) =>
  String(GUESTS_MIN + i),
)

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(CONTACT_DEFAULTS)
  const [error, setError] = useState<FieldError>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const today = useToday()
  const formRef = useRef<HTMLFormElement>(null)
  const resetTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(resetTimer.current), [])

  const disabled = status === 'submitting'

  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => {
    const name = event.target.name as ContactField
    setValues((previous) => ({ ...previous, [name]: event.target.value }))
    // SPEC.md §5: an error clears when its field is edited.
    if (error?.field === name) setError(null)
    if (failure) setFailure(null)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'submitting') return
    const invalid = validateContact(values, todayInGhana())
    if (invalid) {
      setError(invalid)
      void notify('error', invalid.message)
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid.field}"]`)?.focus()
      return
    }
    setError(null)
    setFailure(null)
    setStatus('submitting')
    try {
      const success = await sendContact(values)
      if (!success) {
        setStatus('idle')
        return
      }
      setStatus('submitted')
      void notify('success', success)
      resetTimer.current = window.setTimeout(() => {
        setValues(CONTACT_DEFAULTS)
        setStatus('idle')
      }, CONTACT_RESET_MS)
    } catch (caught) {
      const message = contactErrorMessage(caught)
      setFailure(message)
      setStatus('idle')
      void notify('error', message)
    }
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    disabled,
    'aria-required': REQUIRED.has(name) ? true : undefined,
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': error?.field === name ? `contact-${name}-error` : undefined,
    className: inputBase,
  })

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-stone-900">
        Send Us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name" name="name" required error={error}>
          <input type="text" autoComplete="name" {...field('name')} />
        </Field>
        <Field label="Email Address" name="email" required error={error}>
          <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </Field>
        <Field label="Phone Number" name="phone" error={error}>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </Field>
        <Field label="Number of Guests" name="guests" error={error}>
          <select {...field('guests')}>
            {GUEST_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {count} {count === '1' ? 'Guest' : 'Guests'}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Check-in Date" name="checkIn" error={error}>
          <input type="date" min={today} {...field('checkIn')} />
        </Field>
        <Field label="Check-out Date" name="checkOut" error={error}>
          <input type="date" min={values.checkIn || today} {...field('checkOut')} />
        </Field>
        <Field label="Room Type" name="roomType" error={error} className="sm:col-span-2">
          <select {...field('roomType')}>
            <option value="">No preference</option>
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Subject" name="subject" required error={error} className="sm:col-span-2">
          <input type="text" {...field('subject')} />
        </Field>
        <Field label="Message" name="message" required error={error} className="sm:col-span-2">
          <textarea rows={5} {...field('message')} />
        </Field>
      </div>
      <div aria-live="assertive">
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
          >
            {failure}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={disabled} className={cn(buttonPrimary, 'w-full sm:w-auto')}>
        {status === 'submitting' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}

type FieldProps = {
  label: string
  name: ContactField
  required?: boolean
  error: FieldError
  className?: string
  children: ReactNode
}

function Field({ label, name, required, error, className, children }: FieldProps) {
  const message = error?.field === name ? error.message : null
  return (
    <div className={className}>
      <label
        htmlFor={`contact-${name}`}
        className="mb-1 block text-sm font-semibold text-stone-800"
      >
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <p
        id={`contact-${name}-error`}
        aria-live="polite"
        className="mt-1 min-h-5 text-sm text-red-700"
      >
        {message}
      </p>
    </div>
  )
}
