import type { Endpoint, PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { MESSAGES } from '@/lib/messages'
import { SIGN_IN_FAILURES_ALERT } from '@/lib/rateLimits'
import { toPublicUser } from '@/lib/session/publicUser'
import type { User } from '@/payload-types'

import { usedPoints } from '@/services/rateLimit'

/**
 * Accounts someone keeps guessing at: failed sign-ins in the last 24 hours, from anywhere, at or
 * above the alert line. Admins are told, so the owner learns of an attack that the per-client
 * lockout quietly holds back.
 */
async function signInAlerts(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    pagination: false,
    depth: 0,
    select: { email: true },
    overrideAccess: true,
    req,
  })
  const alerts: string[] = []
  for (const { email } of docs) {
    const failures = await usedPoints(req, 'accountFailures', email.toLowerCase())
    if (failures >= SIGN_IN_FAILURES_ALERT)
      alerts.push(MESSAGES.signIn.failuresAlert(email, failures))
  }
  return alerts
}

export const verify: Endpoint = {
  path: '/auth/verify',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') {
      return Response.json({ success: false }, { status: 401 })
    }
    const user = req.user as unknown as User
    const alerts = hasAdminRole(user) ? await signInAlerts(req) : []
    return Response.json(
      { success: true, user: toPublicUser(user), alerts },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  },
}
