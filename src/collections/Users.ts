import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { hasBookingsRole, hasStaffRole, ROLES } from '@/access/roles'
import { env } from '@/lib/env'

/** Lockout after this many wrong passwords, for LOCK_MINUTES. */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_MINUTES = 10

const ROLE_LABELS = { admin: 'Admin', editor: 'Editor', reception: 'Reception' } as const

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'], group: 'Staff' },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 60 * 60 * 8,
    useSessions: true,
    cookies: {
      sameSite: 'Lax',
      secure: env.productionMode,
    },
  },
  access: {
    // Only staff accounts open /cms; there is no public sign-up.
    admin: ({ req: { user } }) => hasStaffRole(user) || hasBookingsRole(user),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, defaultValue: 'Staff member' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ label: ROLE_LABELS[value], value })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description:
          'Admins manage rooms, bookings and staff; reception manages bookings only; editors change site content.',
      },
    },
    {
      name: 'avatar',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown in the staff portal; initials are used without one.' },
    },
  ],
}
