import { randomUUID } from 'node:crypto'

import type { AfterErrorHook, Payload } from 'payload'

import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'

const CLAIMS = 'schedule-claims'
const HOUR_MS = 60 * 60 * 1000
/** Claims are kept a day after their hour, then deleted with the scheduler's own (oncePerPeriod). */
const KEEP_CLAIMS_MS = 24 * HOUR_MS

/**
 * The id a request's log lines and its alert share: the proxy's X-Request-Id when it sent a
 * plain one, else a new one.
 */
export function requestIdOf(headers?: Headers | null): string {
  const given = headers?.get('x-request-id')
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID()
}

/** An error's kind: its class and the place it came from, never its message (that may hold data). */
export function errorKind(error: unknown, place: string): string {
  const name = error instanceof Error ? error.name : typeof error
  return `${name}: ${place}`.slice(0, 200)
}

/**
 * An unexpected server error: logged with its request id and, with ALERT_EMAIL set, mailed to the
 * owner once an hour for each kind. The hour is claimed by a row with a unique key (kind and
 * hour) in the database every instance shares, so of several instances meeting the same fault
 * only one mails. Answers whether this call sent the email.
 */
export async function reportServerError(
  payload: Payload,
  { kind, error, requestId }: { kind: string; error: unknown; requestId: string },
): Promise<boolean> {
  payload.logger.error({
    err: error,
    requestId,
    msg: MESSAGES.operations.serverError(kind, requestId),
  })
  const to = env.alertEmail
  if (!to) return false
  const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
  const key = `alert:${hour.toISOString()}:${kind}`
  try {
    await payload.db.create({
      collection: CLAIMS,
      data: { key, expiresAt: new Date(hour.getTime() + KEEP_CLAIMS_MS).toISOString() },
    })
  } catch {
    // Mailed already this hour (or the database is what fails, and cannot be asked either).
    return false
  }
  try {
    await payload.sendEmail({
      to,
      subject: MESSAGES.operations.alertSubject(kind),
      text: MESSAGES.operations.alertText(kind, requestId, new Date().toISOString().slice(0, 16)),
    })
    return true
  } catch (mailError) {
    payload.logger.error({ err: mailError, msg: MESSAGES.operations.alertNotSent })
    // The hour is given back, so the next error of this kind tries again.
    await payload.db
      .deleteMany({ collection: CLAIMS, where: { key: { equals: key } } })
      .catch(() => undefined)
    return false
  }
}

/**
 * Payload's own REST API: a fault (no 4xx status) is reported as the endpoints' are, and its
 * answer carries the request id.
 */
export const alertOnServerError: AfterErrorHook = async ({ error, req, collection }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status < 500) return
  const requestId = requestIdOf(req.headers)
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('X-Request-Id', requestId)
  const kind = errorKind(error, `/api/${collection?.slug ?? ''}`)
  void reportServerError(req.payload, { kind, error, requestId })
}
