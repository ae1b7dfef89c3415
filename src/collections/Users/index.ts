import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { hasBookingsRole, hasStaffRole, ROLES } from '@/access/roles'
import { noEmailVerification } from '@/collections/Users/endpoints/noEmailVerification'
import { env } from '@/lib/env'

import { checkNewCredentials, checkResetPassword } from './hooks/checkNewCredentials'
import { endOtherSessions } from './hooks/endOtherSessions'
import { forgiveAttempts } from './hooks/forgiveAttempts'
import { guardAuthOperations } from './hooks/guardAuthOperations'
import { keepOwnName } from './hooks/keepOwnName'
import { tellOldAddress } from './hooks/tellOldAddress'

/** The names staff read for each role, saying what the role opens. */
export const ROLE_LABELS = {
  admin: 'Admin',
  editor: 'Editor (site content)',
  reception: 'Reception (front desk)',
} as const

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Staff',
    description: 'Staff accounts and what each may do: admin, reception (front desk) or editor.',
  },
  auth: {
    // No account-wide lock: anyone could lock the owner out with five wrong passwords. Wrong
    // passwords are limited per account and client instead (hooks/guardAuthOperations.ts).
    maxLoginAttempts: 0,
    // The session lives in the HttpOnly cookie only; scripts on a page never see it.
    removeTokenFromResponses: true,
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
    // Without this rule any signed-in account could unlock any other.
    unlock: isAdmin,
  },
  endpoints: [noEmailVerification],
  hooks: {
    beforeOperation: [guardAuthOperations, checkResetPassword],
    beforeValidate: [checkNewCredentials],
    afterChange: [endOtherSessions, tellOldAddress],
    afterLogin: [forgiveAttempts],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      defaultValue: 'Staff member',
      // Read-only in /cms for everyone but admins; the hook refuses a change sent any other way.
      access: { update: isAdminField },
      hooks: { beforeValidate: [keepOwnName] },
    },
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
          'Admins run everything: rooms, bookings, messages, staff and site content. Reception runs the front desk: the Today screen, bookings and payments, room blocks and housekeeping. Editors change the site’s content and pictures.',
      },
    },
    {
      name: 'avatar',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown in the staff portal; initials are used without one.' },
    },
    {
      // Asked for when you change your own password or email; never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      access: { read: nobody },
      admin: {
        description: 'To change your own email or password, enter your current password here.',
        components: { Field: '@payloadcms/ui#PasswordField' },
      },
    },
  ],
}
