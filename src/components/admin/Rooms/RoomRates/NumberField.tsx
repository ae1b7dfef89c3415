import { Field, fieldErrorId } from '@/components/ui/Field'
import { portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'

type Props = {
  id: string
  label: string
  value: string
  error?: string
  type?: 'number' | 'date' | 'text'
  /** Whole numbers (guests, nights) or money. */
  whole?: boolean
  onChange: (value: string) => void
}

/** One input of the guests-and-prices form, with its label and its error under it. */
export function RateField({ id, label, value, error, type = 'number', whole, onChange }: Props) {
  return (
    <Field id={id} label={label} error={error} look="portal">
      <input
        id={id}
        type={type}
        inputMode={type === 'number' ? (whole ? 'numeric' : 'decimal') : undefined}
        step={type === 'number' ? (whole ? 1 : 'any') : undefined}
        min={type === 'number' ? 0 : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldErrorId(id)}
        className={cn(portalInput, error ? 'border-red-500' : 'border-stone-300')}
      />
    </Field>
  )
}
