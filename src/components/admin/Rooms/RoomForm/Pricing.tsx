import { Field, fieldErrorId } from '@/components/ui/Field'
import { portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'

import { Checkbox } from './Checkbox'
import { FormSection } from './FormSection'
import { FIELD_IDS, type SectionProps } from './roomValues'

/** A nightly price in cedis: the regular and the discounted price share everything but the field. */
function PriceField({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: 'regularPrice' | 'discountedPrice'
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const id = FIELD_IDS[field]
  return (
    <Field id={id} label={label} error={error} look="portal">
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldErrorId(id)}
        className={cn(portalInput, error ? 'border-red-500' : 'border-stone-300')}
      />
    </Field>
  )
}

/** The regular price, and the discounted one only while the special offer is ticked. */
export function Pricing({ values, errors, edit }: SectionProps) {
  return (
    <FormSection title="Pricing">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <PriceField
          field="regularPrice"
          label="Regular Price (₵ per night)"
          value={values.regularPrice}
          error={errors.regularPrice}
          onChange={(value) => edit('regularPrice', value)}
        />
        {values.offer && (
          <PriceField
            field="discountedPrice"
            label="Discounted Price (₵ per night)"
            value={values.discountedPrice}
            error={errors.discountedPrice}
            onChange={(value) => edit('discountedPrice', value)}
          />
        )}
      </div>
      <Checkbox
        checked={values.offer}
        onChange={(checked) => edit('offer', checked)}
        className="text-sm font-medium text-stone-800"
      >
        Special offer (discounted price)
      </Checkbox>
    </FormSection>
  )
}
