import { NextResponse, type NextRequest } from 'next/server'

import { SESSION_COOKIE } from '@/lib/session/cookie'
import { ADMIN_PATH_HEADER } from '@/lib/session/nextPath'

const ROOMS_LIST_PATH = '/api/room/get-all-rooms'
const CACHED_ROOMS_LIST_PATH = '/api/public-rooms'

export function proxy(request: NextRequest) {
  // Guests all get the same room list: serve it from the route cache. Anyone with a session
  // cookie goes on to the Payload endpoint, which decides what they may see.
  if (request.nextUrl.pathname === ROOMS_LIST_PATH) {
    if (request.method === 'GET' && !request.cookies.has(SESSION_COOKIE)) {
      return NextResponse.rewrite(new URL(CACHED_ROOMS_LIST_PATH, request.url))
    }
    return NextResponse.next()
  }
  // Layouts cannot see the URL, so the portal's gate learns it here and can send a signed-out
  // visitor to `/sign-in?next=...` and back to the very page they opened. The check itself stays
  // in the layout, where Payload reads the session.
  const headers = new Headers(request.headers)
  headers.set(ADMIN_PATH_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

// Next reads this statically: literals only.
export const config = { matcher: ['/admin', '/admin/:path*', '/api/room/get-all-rooms'] }
