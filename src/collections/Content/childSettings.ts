import type { Field } from 'payload'

import { CHILD_AGE_MAX, CHILD_POLICY_DEFAULT } from '@/lib/bookings/party'
import { party as text } from '@/lib/messages/party'

import { adminsOnly } from './adminsOnly'

/**
 * The owner's rule for young children: the age under which the form asks for them apart, and
 * whether they count toward a room's guests and extra-guest price. It changes what rooms cost,
 * so admins alone set it, like the money settings.
 */
export const childPolicyFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'childAge',
        label: text.childAgeLabel,
        type: 'number',
        access: adminsOnly,
        defaultValue: CHILD_POLICY_DEFAULT.childAge,
        min: 1,
        max: CHILD_AGE_MAX,
        admin: { step: 1, description: text.childAgeHelp },
      },
      {
        name: 'childrenCountAsGuests',
        label: text.childrenCountLabel,
        type: 'checkbox',
        access: adminsOnly,
        defaultValue: CHILD_POLICY_DEFAULT.childrenCount,
        admin: { description: text.childrenCountHelp },
      },
    ],
  },
]
