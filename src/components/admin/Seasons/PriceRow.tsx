import type { PriceCells } from '@/lib/rooms/seasonForm'

import { RateField } from '@/components/admin/Rooms/RoomRates/NumberField'

/** A category's or a room's nightly and weekend price in a season. */
export function PriceRow({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: PriceCells
  onChange: (value: PriceCells) => void
}) {
  return (
    <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3 sm:items-end">
      <p className="col-span-2 text-sm font-medium text-stone-800 sm:col-span-1">{label}</p>
      <RateField
        id={`${id}-nightly`}
        label={`${label}: nightly price (₵)`}
        value={value.nightly}
        onChange={(nightly) => onChange({ ...value, nightly })}
      />
      <RateField
        id={`${id}-weekend`}
        label={`${label}: Friday and Saturday (₵)`}
        value={value.weekend}
        onChange={(weekend) => onChange({ ...value, weekend })}
      />
    </div>
  )
}
