import { headers as getHeaders } from 'next/headers'

import { hasStaffRole } from '@/access/roles'

import { payloadClient } from './payload'

/** Whether this request comes from signed-in staff (an admin or an editor). */
export async function isStaffRequest(): Promise<boolean> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await getHeaders() })
  return Boolean(user && user.collection === 'users' && hasStaffRole(user))
}
