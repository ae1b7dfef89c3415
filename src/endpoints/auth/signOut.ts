import { logoutOperation, type Endpoint } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { refuseCrossSite } from '@/collections/Users/hooks/guardAuthOperations'
import { MESSAGES } from '@/lib/messages'

import { errorResponse } from '../http'

/**
 * Ends the session on the server (the old token stops working) and clears the cookie. A POST
 * from the site itself: a link or image on another site must not sign staff out.
 */
export const signOut: Endpoint = {
  path: '/auth/signout',
  method: 'post',
  handler: async (req) => {
    try {
      refuseCrossSite(req)
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
