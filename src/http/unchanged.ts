import { createHash } from 'node:crypto'

import { isKeptRead, KEPT_READ_CACHE, UNKEPT_CACHE } from '@/lib/offline/portalCopies'

/**
 * The portal's screens refetch only what changed. The reads the desk refreshes most (Today, the
 * bookings lists, a stay, the rooms and blocks of the calendar, the extras: the ones a phone keeps
 * for offline) carry an ETag, the hash of their answer, and may be kept by the browser as long as
 * it asks again before each use (`private, no-cache`): asked with the tag it holds, the server
 * answers 304 and no body when nothing changed. Every other answer to a signed-in request stays
 * `private, no-store`, kept nowhere; above all the guest register's documents.
 */

/** The tags an If-None-Match header names, weak ones as strong (a GET compares them weakly). */
function tagsIn(header: string | null): string[] {
  if (!header) return []
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
}

/**
 * A signed-in request's answer as the browser may keep it: with its tag and `no-cache` for a
 * kept read (a 304 when the request already holds that tag), else marked never to be kept.
 */
export async function answerSignedIn(request: Request, answer: Response): Promise<Response> {
  const headers = new Headers(answer.headers)
  const { pathname } = new URL(request.url)
  const revalidated =
    answer.status === 200 &&
    isKeptRead(request.method, pathname) &&
    (headers.get('content-type') ?? '').startsWith('application/json')
  if (!revalidated) {
    headers.set('Cache-Control', UNKEPT_CACHE)
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    })
  }
  const body = await answer.arrayBuffer()
  const tag = `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 27)}"`
  headers.set('ETag', tag)
  headers.set('Cache-Control', KEPT_READ_CACHE)
  if (tagsIn(request.headers.get('if-none-match')).includes(tag)) {
    for (const name of ['content-length', 'content-type', 'content-encoding']) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers })
}
