import {
  executeAuthStrategies,
  logoutOperation,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { refuseCrossSite } from '@/collections/Users/hooks/guardAuthOperations'
import { MESSAGES } from '@/lib/messages'
import { CLEAR_BROWSER_COPIES } from '@/lib/offline/portalCopies'

import { errorResponse } from '@/http/responses'

/**
 * Ends the session on the server (the old token stops working) and clears the cookie. Only from
 * the site itself: a link or image on another site must not sign staff out. A browser marks such
 * a request `Sec-Fetch-Site: cross-site` (and a script on another origin sends its Origin), so
 * those are refused; a request without either (a script, curl) carries no visitor's cookie to
 * abuse. GET is the contract's sign-out and POST is what the portal sends: both pass the same
 * check. The answer also clears the browser's HTTP cache for the site (`Clear-Site-Data`): the
 * desk's reads kept there to be asked again with their ETag are this member of staff's alone.
 */
const handler: PayloadHandler = async (req) => {
  try {
    refuseCrossSite(req)
    const user = await sessionToEnd(req)
    if (user) {
      req.user = user
      await logoutOperation({ collection: req.payload.collections.users, req })
    }
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return Response.json(
      { success: true, message: MESSAGES.auth.signedOut, redirectTo: '/sign-in' },
      {
        headers: {
          'Set-Cookie': cookie,
          'Cache-Control': 'no-store',
          'Clear-Site-Data': CLEAR_BROWSER_COPIES,
        },
      },
    )
  } catch (error) {
    return errorResponse(req, error, MESSAGES.auth.signOutFailed)
  }
}

/**
 * The session the request's cookie names. Payload reads a cookie only from a request that shows
 * it comes from the site (its Origin, or a browser's Sec-Fetch-Site), since anything else could
 * be forged; sign-out has already refused every request a browser marks cross-site, and ending a
 * session is all anyone can make it do, so it also ends the session of a client that marks
 * nothing.
 */
async function sessionToEnd(req: PayloadRequest): Promise<PayloadRequest['user']> {
  if (req.user || req.headers.get('origin') || req.headers.get('sec-fetch-site')) return req.user
  const headers = new Headers(req.headers)
  headers.set('sec-fetch-site', 'same-origin')
  const { user } = await executeAuthStrategies({ headers, payload: req.payload, req })
  return user
}

export const signOut: Endpoint[] = [
  { path: '/auth/signout', method: 'get', handler },
  { path: '/auth/signout', method: 'post', handler },
]
