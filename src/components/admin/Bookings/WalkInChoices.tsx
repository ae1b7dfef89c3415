import { cn } from '@/lib/cn'

/**
 * One question answered by one tap: a row of radio buttons drawn as buttons, big enough for a
 * thumb. A phone's own picker (a select) takes two taps, opening and choosing.
 */
export function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  describedBy,
}: {
  legend: string
  name: string
  options: ReadonlyArray<{ value: T; label: string; detail?: string }>
  value: T | ''
  onChange: (value: T) => void
  describedBy?: string
}) {
  return (
    <fieldset className="col-span-2" aria-describedby={describedBy}>
      <legend className="text-sm">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              value === option.value
                ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
            {option.detail && <span className="text-xs font-normal">{option.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
