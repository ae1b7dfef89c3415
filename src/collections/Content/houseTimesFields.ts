import type { Field } from 'payload'

import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME, validateTimeOfDay } from '@/lib/houseTimes'
import { houseTimes as text } from '@/lib/messages/houseTimes'

import { adminsOnly } from './adminsOnly'

/**
 * The house's check-in and check-out times, typed once: the terms page, the stay page, the
 * day-before message and the search engines' description all read them (src/lib/houseTimes.ts).
 */
export const houseTimesFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'checkInTime',
        label: text.checkInLabel,
        type: 'text',
        access: adminsOnly,
        maxLength: 40,
        defaultValue: DEFAULT_CHECK_IN_TIME,
        validate: validateTimeOfDay,
        admin: { description: text.checkInHelp },
      },
      {
        name: 'checkOutTime',
        label: text.checkOutLabel,
        type: 'text',
        access: adminsOnly,
        maxLength: 40,
        defaultValue: DEFAULT_CHECK_OUT_TIME,
        validate: validateTimeOfDay,
        admin: { description: text.checkOutHelp },
      },
    ],
  },
]
