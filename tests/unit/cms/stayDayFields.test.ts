import { describe, expect, it } from '@jest/globals'
import type { Field } from 'payload'

import { Bookings } from '@/collections/Bookings'
import { RoomBlocks } from '@/collections/Bookings/RoomBlocks'
import { Ledger } from '@/collections/Ledger'
import { Rooms } from '@/collections/Rooms'

type DayField = { name: string; components: unknown }

/** Every date field shown as a day only, however deep in rows, groups, tabs or arrays. */
function dayOnlyFields(fields: readonly Field[]): DayField[] {
  return fields.flatMap((field): DayField[] => {
    if (field.type === 'date') {
      return field.admin?.date?.pickerAppearance === 'dayOnly'
        ? [{ name: field.name, components: field.admin.components }]
        : []
    }
    if ('fields' in field) return dayOnlyFields(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dayOnlyFields(tab.fields))
    return []
  })
}

describe('days in /cms', () => {
  const found = [Bookings, RoomBlocks, Rooms, Ledger].flatMap((collection) =>
    dayOnlyFields(collection.fields),
  )

  it('covers the stay days, the block days, the rate nights and the day money moved', () => {
    expect(found.map((field) => field.name).sort()).toEqual(
      ['checkIn', 'checkOut', 'date', 'endDate', 'from', 'startDate', 'to'].sort(),
    )
  })

  // Payload's own picker and list cell show the stored GMT midnight in the browser's zone: the
  // evening before, west of GMT.
  it('shows and edits each as the day itself, in the form and in lists', () => {
    expect.assertions(found.length)
    for (const field of found) {
      expect(field.components).toEqual({
        Field: '@/components/cms/StayDayField#StayDayField',
        Cell: '@/components/cms/StayDayCell#StayDayCell',
      })
    }
  })
})
