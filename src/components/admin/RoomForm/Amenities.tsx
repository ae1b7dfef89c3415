import { AMENITIES } from '@/lib/rooms'

import { FormSection } from './FormSection'
import type { SectionProps } from './roomValues'

/** One checkbox per amenity, then whether guests may see and book the room at all. */
export function Amenities({ values, edit }: Omit<SectionProps, 'errors'>) {
  return (
    <FormSection title="Amenities">
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITIES.map((amenity) => (
          <label
            key={amenity.key}
            className="flex min-h-11 items-center gap-3 text-sm text-stone-800"
          >
            <input
              type="checkbox"
              checked={values[amenity.key]}
              onChange={(event) => edit(amenity.key, event.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            {amenity.label}
          </label>
        ))}
      </div>
      <label className="mt-3 flex min-h-11 items-center gap-3 border-t border-stone-200 pt-3 text-sm font-semibold text-stone-900">
        <input
          type="checkbox"
          checked={values.isAvailable}
          onChange={(event) => edit('isAvailable', event.target.checked)}
          className="h-5 w-5 accent-brand-700"
        />
        Room is Available for Booking
      </label>
    </FormSection>
  )
}
