import type { Instrumentation } from 'next'

import { payloadClient } from '@/data/payload'
import { errorKind, reportServerError, requestIdOf } from '@/services/alerts'

type Context = Parameters<Instrumentation.onRequestError>[2]

/**
 * Reports an error Next.js met rendering a page or running a route (Node.js only: see
 * `instrumentation.ts`). Its kind is the route's pattern (`/rooms/[id]`), never the address
 * asked for, which can hold a guest's private link.
 */
export async function reportRequestError(
  error: unknown,
  headers: NodeJS.Dict<string | string[]>,
  context: Context,
): Promise<boolean> {
  const digest = (error as { digest?: unknown }).digest
  const given = headers['x-request-id']
  const requestId =
    typeof digest === 'string' && digest
      ? digest
      : requestIdOf(new Headers(typeof given === 'string' ? { 'x-request-id': given } : {}))
  const payload = await payloadClient()
  const kind = errorKind(error, `${context.routeType} ${context.routePath}`)
  return reportServerError(payload, { kind, error, requestId })
}
