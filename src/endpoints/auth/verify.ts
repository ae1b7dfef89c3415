import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'

import { toPublicUser } from '@/lib/session/publicUser'

export const verify: Endpoint = {
  path: '/auth/verify',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') {
      return Response.json({ success: false }, { status: 401 })
    }
    return Response.json({ success: true, user: toPublicUser(req.user as unknown as User) })
  },
}
