import type { Endpoint } from 'payload'

import { MESSAGES } from '@/lib/messages'

/**
 * Staff accounts are made by an admin and need no email verification, yet Payload still routes
 * `POST /api/users/verify/:token` for every auth collection, where a stranger's token made a failed
 * query and a 500. Listed before Payload's own route, this answers 404: there is nothing to verify.
 */
export const noEmailVerification: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: () => Response.json({ message: MESSAGES.request.notFound }, { status: 404 }),
}
