import { Field, fieldErrorId } from '@/components/ui/Field'
import { portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { BED_TYPES } from '@/lib/rooms'
import { DESCRIPTION_DISPLAY_MAX } from '@/lib/rooms/validation'

import { FormSection } from './FormSection'
import { FIELD_IDS, type SectionProps } from './roomValues'

const border = (error?: string) => (error ? 'border-red-500' : 'border-stone-300')

/** Name, description (with a counter that shows the limit but does not enforce it) and bed type. */
export function BasicInformation({ values, errors, edit }: SectionProps) {
  return (
    <FormSection title="Basic Information">
      <Field id={FIELD_IDS.name} label="Room Name" error={errors.name} look="portal">
        <input
          id={FIELD_IDS.name}
          value={values.name}
          onChange={(event) => edit('name', event.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={fieldErrorId(FIELD_IDS.name)}
          className={cn(portalInput, border(errors.name))}
        />
      </Field>
      <Field
        id={FIELD_IDS.description}
        label="Description"
        error={errors.description}
        look="portal"
        aside={
          <span className="text-xs text-stone-500" aria-hidden="true">
            {values.description.length}/{DESCRIPTION_DISPLAY_MAX}
          </span>
        }
      >
        <textarea
          id={FIELD_IDS.description}
          rows={5}
          value={values.description}
          onChange={(event) => edit('description', event.target.value)}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={`${fieldErrorId(FIELD_IDS.description)} room-description-count`}
          className={cn(portalInput, border(errors.description))}
        />
        <span id="room-description-count" className="sr-only">
          {values.description.length} of {DESCRIPTION_DISPLAY_MAX} characters
        </span>
      </Field>
      <Field id={FIELD_IDS.bedType} label="Bed Type" error={errors.bedType} look="portal">
        <select
          id={FIELD_IDS.bedType}
          value={values.bedType}
          onChange={(event) => edit('bedType', event.target.value)}
          aria-invalid={Boolean(errors.bedType)}
          aria-describedby={fieldErrorId(FIELD_IDS.bedType)}
          className={cn(portalInput, 'bg-white', border(errors.bedType))}
        >
          <option value="">Select bed type</option>
          {BED_TYPES.map((bed) => (
            <option key={bed} value={bed}>
              {bed}
            </option>
          ))}
        </select>
      </Field>
    </FormSection>
  )
}
