'use client'

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { Field, fieldAria } from '@/components/ui/Field'
import { buttonPrimary, inputBase } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { CONTACT_RESET_MS } from '@/lib/site'
import { todayInGhana } from '@/lib/dates'
import {
  CONTACT_DEFAULTS,
  contactErrorMessage,
  FILL_MS_FIELD,
  HONEYPOT_FIELD,
  GUESTS_MAX,
  GUESTS_MIN,
  ROOM_TYPES,
  validateContact,
  type ContactField,
  type ContactForm as ContactValues,
} from '@/lib/validation/contact'

import { useTodayInGhana } from '@/components/site/useTodayInGhana'
import { useTypedBeforeHydration } from '@/components/site/useTypedBeforeHydration'
import { notify } from '@/components/site/notify'
import { elapsedSince, fillingStartedAt, resetUnchanged, sendContact } from './sendContact'

type Status = 'idle' | 'submitting' | 'submitted'
type FieldError = { field: ContactField; message: string } | null

const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'subject', 'message'])

const GUEST_OPTIONS = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) =>
  String(GUESTS_MIN + i),
)

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(CONTACT_DEFAULTS)
  const [error, setError] = useState<FieldError>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const today = useTodayInGhana()
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, CONTACT_DEFAULTS, setValues)
  const resetTimer = useRef<number | undefined>(undefined)
  const [honeypot, setHoneypot] = useState('')
  /** When the guest began filling the form, on the browser's monotonic clock (see elapsedSince). */
  const startedAt = useRef(0)

  useEffect(() => {
    startedAt.current = fillingStartedAt()
    return () => window.clearTimeout(resetTimer.current)
  }, [])

  const disabled = status === 'submitting'

  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => {
    const name = event.target.name as ContactField
    setValues((previous) => ({ ...previous, [name]: event.target.value }))
    // An error clears as soon as the visitor edits its field.
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
      const sent = values
      const success = await sendContact(sent, {
        [HONEYPOT_FIELD]: honeypot,
        [FILL_MS_FIELD]: elapsedSince(startedAt.current),
      })
      if (!success) {
        setStatus('idle')
        return
      }
      setStatus('submitted')
      void notify('success', success)
      resetTimer.current = window.setTimeout(() => {
        // Anything typed during the confirmation is kept; only what was sent is cleared.
        setValues((current) => resetUnchanged(current, sent))
        setStatus('idle')
        startedAt.current = performance.now()
      }, CONTACT_RESET_MS)
    } catch (caught) {
      const message = contactErrorMessage(caught)
      setFailure(message)
      setStatus('idle')
      void notify('error', message)
    }
  }

  const errorFor = (name: ContactField) => (error?.field === name ? error.message : null)

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    disabled,
    ...fieldAria(`contact-${name}`, {
      invalid: error?.field === name,
      required: REQUIRED.has(name),
    }),
    className: inputBase,
  })

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-stone-900">
        Send Us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Full Name" required error={errorFor('name')}>
          <input type="text" autoComplete="name" {...field('name')} />
        </Field>
        <Field id="contact-email" label="Email Address" required error={errorFor('email')}>
          <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </Field>
        <Field id="contact-phone" label="Phone Number" error={errorFor('phone')}>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </Field>
        <Field id="contact-guests" label="Number of Guests" error={errorFor('guests')}>
          <select {...field('guests')}>
            {GUEST_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {count} {count === '1' ? 'Guest' : 'Guests'}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-checkIn" label="Check-in Date" error={errorFor('checkIn')}>
          <input type="date" min={today} {...field('checkIn')} />
        </Field>
        <Field id="contact-checkOut" label="Check-out Date" error={errorFor('checkOut')}>
          <input type="date" min={values.checkIn || today} {...field('checkOut')} />
        </Field>
        <Field
          id="contact-roomType"
          label="Room Type"
          error={errorFor('roomType')}
          className="sm:col-span-2"
        >
          <select {...field('roomType')}>
            <option value="">No preference</option>
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="contact-subject"
          label="Subject"
          required
          error={errorFor('subject')}
          className="sm:col-span-2"
        >
          <input type="text" {...field('subject')} />
        </Field>
        <Field
          id="contact-message"
          label="Message"
          required
          error={errorFor('message')}
          className="sm:col-span-2"
        >
          <textarea rows={5} {...field('message')} />
        </Field>
      </div>
      {/* Off screen and hidden from screen readers, out of the tab order: only a bot fills it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
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
