import type { CollectionConfig } from 'payload'

import { hiddenFromAllButAdmins } from '@/access/hiddenFromAllButAdmins'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * Every view of a guest's full document number and date of birth: who, when, which guest (the
 * reveal at the desk, or the Friday return, which lists passports in full). Written by the server
 * alone; admins read it.
 */
export const RegisterViews: CollectionConfig = {
  slug: 'register-views',
  labels: { singular: 'Register view', plural: 'Register views' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'guestName',
    defaultColumns: ['guestName', 'viewedByName', 'what', 'createdAt'],
    group: 'System',
    hidden: hiddenFromAllButAdmins,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'registration', type: 'relationship', relationTo: 'guest-registrations', index: true },
    { name: 'guestName', type: 'text', required: true },
    { name: 'viewedBy', type: 'relationship', relationTo: 'users', required: true },
    { name: 'viewedByName', type: 'text' },
    {
      name: 'what',
      type: 'select',
      required: true,
      options: [
        { value: 'reveal', label: 'Full number at the desk' },
        { value: 'return', label: 'Friday return' },
      ],
    },
  ],
}
