import type { Tab } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import {
  RETENTION_DEFAULT_MONTHS,
  RETENTION_MAX_MONTHS,
  RETENTION_MIN_MONTHS,
} from '@/lib/guestRegister/retention'

/** The owner's word on the guest register, in its own tab of the site settings. */
export const guestRegisterSettingsTab: Tab = {
  label: 'Guest register',
  fields: [
    {
      name: 'registerAtCheckIn',
      label: 'At check-in, the guest register is',
      type: 'select',
      access: { update: isAdminField },
      defaultValue: 'remind',
      options: [
        { value: 'remind', label: 'Reminded: the desk is told who is not registered' },
        { value: 'require', label: 'Required: no check-in until a guest is registered' },
      ],
    },
    {
      name: 'registerRetentionMonths',
      label: 'Erase document numbers, birth dates and addresses after (months)',
      type: 'number',
      access: { update: isAdminField },
      defaultValue: RETENTION_DEFAULT_MONTHS,
      min: RETENTION_MIN_MONTHS,
      max: RETENTION_MAX_MONTHS,
      admin: {
        step: 1,
        description:
          'Counted from the day the guest left. Names, nationalities and dates stay in the register; guests read this on their stay page.',
      },
    },
  ],
}
