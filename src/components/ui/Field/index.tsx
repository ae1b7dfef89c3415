import type { ReactNode } from 'react'

const LABEL_CLASS = {
  site: 'mb-1 block text-sm font-semibold text-stone-800',
  portal: 'block text-sm font-medium text-stone-800',
} as const

/** The id of a field's error line, for the input's aria-describedby. */
export function fieldErrorId(id: string): string {
  return `${id}-error`
}

/**
 * What a form's input says to assistive technology: whether it must be filled, and when it is
 * wrong, that it is and where its error line is. One rule for every form of the site and portal.
 */
export function fieldAria(
  id: string,
  { invalid, required }: { invalid: boolean; required: boolean },
) {
  return {
    'aria-required': required ? true : undefined,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? fieldErrorId(id) : undefined,
  } as const
}

/**
 * A field's error, under it. The line is always there (empty when all is well) so screen readers
 * announce the message when it appears and the form does not jump.
 */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={fieldErrorId(id)} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
      {message}
    </p>
  )
}

type FieldProps = {
  /** The control's id: the label points at it and the error line is `${id}-error`. */
  id: string
  label: ReactNode
  error?: string | null
  /** Marks the label with a star that screen readers skip (the input says aria-required). */
  required?: boolean
  /** Shown at the end of the label's line, e.g. a character counter. */
  aside?: ReactNode
  look?: keyof typeof LABEL_CLASS
  className?: string
  /** The control; it links itself to the error with aria-describedby={fieldErrorId(id)}. */
  children: ReactNode
}

/** A label, its control and the control's error line, the same on the site and in the portal. */
export function Field({
  id,
  label,
  error,
  required,
  aside,
  look = 'site',
  className,
  children,
}: FieldProps) {
  const labelElement = (
    <label htmlFor={id} className={LABEL_CLASS[look]}>
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
  return (
    <div className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      <FieldError id={id} message={error} />
    </div>
  )
}
