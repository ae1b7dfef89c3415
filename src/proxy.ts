import { NextResponse, type NextRequest } from 'next/server'

import { ADMIN_PATH_HEADER } from '@/lib/session/nextPath'

/**
 * Layouts cannot see the URL, so the portal's gate learns it here and can send a signed-out
 * visitor to `/sign-in?next=...` and back to the very page they opened. The check itself stays
 * in the layout, where Payload reads the session.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set(ADMIN_PATH_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = { matcher: ['/admin', '/admin/:path*'] }
