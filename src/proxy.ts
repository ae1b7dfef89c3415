import { contentSecurityPolicy } from '@server/security-headers.mjs'
import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/lib/env'
import { ADMIN_PATH_HEADER } from '@/lib/session/nextPath'

/**
 * Two things the staff portal needs from every request before it renders (and /cms, Payload's
 * editor, the second):
 * - Layouts cannot see the URL, so the portal's gate learns it here and can send a signed-out
 *   visitor to `/sign-in?next=...` and back to the very page they opened. The check itself stays
 *   in the layout, where Payload reads the session.
 * - A fresh nonce for its Content-Security-Policy: only scripts carrying it run. Next.js reads the
 *   policy from the request and puts the nonce on its own scripts. Both render per request anyway,
 *   so this costs no cache. (Development keeps no policy: hot reload evaluates code.)
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set(ADMIN_PATH_HEADER, request.nextUrl.pathname)
  if (!env.productionMode) return NextResponse.next({ request: { headers } })
  const policy = contentSecurityPolicy({ nonce: btoa(crypto.randomUUID()) })
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = { matcher: ['/admin', '/admin/:path*', '/cms', '/cms/:path*'] }
