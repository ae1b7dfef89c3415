import { AMENITIES } from '@/lib/rooms'

import { Checkbox } from './Checkbox'
import { FormSection } from './FormSection'
import type { SectionProps } from './roomValues'

/** One checkbox per amenity, then whether guests may see and book the room at all. */
export function Amenities({ values, edit }: Omit<SectionProps, 'errors'>) {
  return (
    <FormSection title="Amenities">
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity.key}
            checked={values[amenity.key]}
            onChange={(checked) => edit(amenity.key, checked)}
            className="text-sm text-stone-800"
          >
            {amenity.label}
          </Checkbox>
        ))}
      </div>
      <Checkbox
        checked={values.isAvailable}
        onChange={(checked) => edit('isAvailable', checked)}
        className="mt-3 border-t border-stone-200 pt-3 text-sm font-semibold text-stone-900"
      >
        Room is Available for Booking
      </Checkbox>
    </FormSection>
  )
}
