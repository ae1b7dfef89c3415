'use client'

import { ghanaDay } from '@/lib/bookings/availability'
import { dayStart } from '@/lib/dates'

type Props = {
  id: string
  /** The stored value: midnight in Ghana (GMT) at the start of the day, as an ISO timestamp. */
  value: string | null | undefined
  onChange: (stored: string | null) => void
  readOnly?: boolean
  required?: boolean
}

/**
 * A day as the house counts it, the same in every browser: the date part of the stored GMT
 * midnight, edited as a plain date. A browser west of GMT would otherwise show that midnight as
 * the evening before, one day early.
 */
export function StayDayInput({ id, value, onChange, readOnly, required }: Props) {
  return (
    <input
      id={id}
      type="date"
      value={ghanaDay(value)}
      readOnly={readOnly}
      disabled={readOnly}
      required={required}
      onChange={(event) => {
        const day = event.target.value
        onChange(day ? new Date(dayStart(day)).toISOString() : null)
      }}
      style={{ font: 'inherit', padding: '8px 12px', minWidth: 180 }}
    />
  )
}
