import type { RateFormErrors, SeasonValues } from '@/lib/rooms/rateForm'

import { RateField } from './NumberField'

type Props = {
  index: number
  value: SeasonValues
  errors: RateFormErrors
  onChange: (value: SeasonValues) => void
  onRemove: () => void
}

/** One season or event: its name, its first and last night, its prices and its minimum stay. */
export function SeasonRow({ index, value, errors, onChange, onRemove }: Props) {
  const field = (
    name: keyof SeasonValues,
    label: string,
    type?: 'date' | 'text',
    whole?: boolean,
  ) => (
    <RateField
      id={`season-${index}-${name}`}
      label={label}
      type={type}
      whole={whole}
      value={value[name]}
      error={errors[`rates.${index}.${name}`]}
      onChange={(text) => onChange({ ...value, [name]: text })}
    />
  )
  return (
    <li
      className="grid gap-x-4 rounded-lg border border-stone-200 p-3 sm:grid-cols-3"
      aria-label={value.name || `Season ${index + 1}`}
    >
      {field('name', 'Name', 'text')}
      {field('from', 'First night', 'date')}
      {field('to', 'Last night', 'date')}
      {field('nightlyPrice', 'Nightly price (₵)')}
      {field('weekendPrice', 'Fri and Sat nights (₵, optional)')}
      {field('minNights', 'Minimum stay (nights, optional)', undefined, true)}
      <button
        type="button"
        onClick={onRemove}
        className="justify-self-start text-sm text-red-700 underline sm:col-span-3"
      >
        Remove {value.name || 'this season'}
      </button>
    </li>
  )
}
