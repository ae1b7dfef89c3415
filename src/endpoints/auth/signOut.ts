import { logoutOperation, type Endpoint } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { MESSAGES } from '@/lib/messages'

import { errorResponse } from '../http'

/** Ends the session on the server (the old token stops working) and clears the cookie. */
export const signOut: Endpoint = {
  path: '/auth/signout',
  method: 'get',
  handler: async (req) => {
    try {
      if (req.user) {
        await logoutOperation({ collection: req.payload.collections.users, req })
      }
      const cookie = generateExpiredPayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
      })
      return Response.json(
        { success: true, message: MESSAGES.auth.signedOut, redirectTo: '/sign-in' },
        { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.auth.signOutFailed)
    }
  },
}
