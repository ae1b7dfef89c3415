import * as qs from 'qs-esm'
import type { SanitizedConfig } from 'payload'

import { MESSAGES } from '@/lib/messages'
import { ACTION_KEY_HEADER, honoursActionKey } from '@/lib/offlineActions'
import { queryProblem } from '@/lib/queryLimits'

import { answerSignedIn } from './unchanged'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const DATE_FIELDS_ALWAYS = new Set(['createdAt', 'updatedAt'])

function badRequest(message: string): Response {
  return Response.json({ errors: [{ message }], success: false, message }, { status: 400 })
}

/** Whether the request carries a session (cookie or header): its answer is that user's alone. */
function carriesCredentials(request: Request, cookiePrefix: string): boolean {
  const cookie = request.headers.get('cookie') ?? ''
  return request.headers.has('authorization') || cookie.includes(`${cookiePrefix}-token=`)
}

async function dateFieldTest(
  config: SanitizedConfig,
  slug: string | undefined,
): Promise<(path: string) => boolean> {
  const collection = config.collections.find((c) => c.slug === slug)
  const dates = new Set(
    (collection?.flattenedFields ?? []).filter((f) => f.type === 'date').map((f) => f.name),
  )
  return (path) => DATE_FIELDS_ALWAYS.has(path) || dates.has(path)
}

/**
 * The query string Payload will parse for this request. A POST that says it is a GET
 * (`X-Payload-HTTP-Method-Override`, which /cms uses for long relationship searches) carries its
 * query as a form body, which Payload appends to the address; the guard must read the same text.
 */
async function searchPayloadReads(request: Request): Promise<string> {
  const overridden =
    request.method === 'POST' &&
    (request.headers.get('x-payload-http-method-override') === 'GET' ||
      request.headers.get('x-http-method-override') === 'GET')
  if (overridden && request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
    return new URL(`${request.url}?${await request.clone().text()}`).search
  }
  return new URL(request.url).search
}

/**
 * Wraps Payload's REST route:
 * - malformed queries and unreadable multipart bodies are a 400 here, before Payload turns them
 *   into a failing database query or a parser crash (a 500 and a large log);
 * - an action key (`Idempotency-Key`) sent to a door that does not keep keys is a 400, nothing
 *   done: only the actions a phone may keep offline honour one (`honoursActionKey`), and a phone
 *   that sent, say, a cancellation it kept offline must be told so rather than have it applied
 *   as though online;
 * - answers that depend on who is signed in say so: `Vary: Cookie` on every read, and whenever the
 *   request carried a session `private` (no shared cache keeps one person's answer for another)
 *   and either `no-store` or, for the reads the desk refreshes, an ETag (`answerSignedIn`).
 */
export function guardRest(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  handler: RouteHandler,
): RouteHandler {
  return async (request, context) => {
    const config = await configPromise
    if (
      request.headers.has(ACTION_KEY_HEADER) &&
      !honoursActionKey(request.method, new URL(request.url).pathname)
    ) {
      return badRequest(MESSAGES.offline.keyNotHere)
    }
    const search = await searchPayloadReads(request)
    if (search) {
      const query = qs.parse(search.slice(1), { depth: 10, arrayLimit: 1000 })
      const slug = (await context.params).slug?.[0]
      if (queryProblem(query, await dateFieldTest(config, slug))) {
        return badRequest(MESSAGES.request.badQuery)
      }
    }
    if (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
      try {
        await request.clone().formData()
      } catch {
        return badRequest(MESSAGES.request.badForm)
      }
    }

    const answer = await handler(request, context)
    const response = carriesCredentials(request, config.cookiePrefix)
      ? await answerSignedIn(request, answer)
      : new Response(answer.body, answer)
    if (request.method === 'GET' || request.method === 'HEAD') {
      response.headers.append('Vary', 'Cookie')
    }
    return response
  }
}
