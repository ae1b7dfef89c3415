'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

import { StayDayInput } from '@/components/cms/StayDayInput'

/** A day-only date in /cms (a stay's check-in and check-out, a block's days), shown as the day itself. */
export const StayDayField: DateFieldClientComponent = ({ field, path, readOnly }) => {
  const fieldPath = path ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<string | null>({
    path: fieldPath,
  })
  const id = `field-${fieldPath.replace(/\W/g, '__')}`
  return (
    <div className="field-type date-time-field" style={{ flex: '1 1 auto' }}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <FieldError path={fieldPath} showError={showError} message={errorMessage} />
      <StayDayInput
        id={id}
        value={value}
        onChange={setValue}
        readOnly={readOnly || disabled}
        required={field.required}
      />
      <FieldDescription path={fieldPath} description={field.admin?.description} />
    </div>
  )
}
