import { headers as getHeaders } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasAdminRole, hasBookingsRole } from '@/access/roles'
import { toPublicUser, type PublicUser } from '@/lib/session/publicUser'
import type { User } from '@/payload-types'

import { payloadClient } from './payload'

/**
 * The signed-in portal user of this request (an admin, or reception for the booking desk), read
 * from the session cookie by Payload itself, or null. Editors count as signed out here.
 */
export async function currentAdmin(): Promise<PublicUser | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await getHeaders() })
  if (!user || user.collection !== 'users' || !(hasAdminRole(user) || hasBookingsRole(user))) return null
  // The avatar is an id in the session user; one read with depth 1 turns it into its address.
  const account = (await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 1,
    overrideAccess: true,
  })) as User
  return toPublicUser(account)
}

/** Rooms are run by admins: anyone else in the portal (reception) is sent to the booking desk. */
export async function requireRoomsAdmin(): Promise<void> {
  if ((await currentAdmin())?.role !== 'admin') redirect('/admin/bookings')
}
