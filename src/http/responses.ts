import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { MESSAGES } from '@/lib/messages'
import { errorKind, reportServerError, requestIdOf } from '@/services/alerts'

import { Refusal } from './refusal'

/** Bodies above this are refused before parsing: no contract call needs more. */
export const MAX_JSON_BYTES = 64 * 1024

export function fail(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status })
}

/**
 * Reads a JSON object body. Broken JSON, a wrong content type, an oversized body or anything but a
 * plain object is a 4xx with a message, never a crash.
 */
export async function readJsonObject(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new Refusal(MESSAGES.request.notJson, 415)
  }
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_JSON_BYTES) throw new Refusal(MESSAGES.request.tooLarge, 413)
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new Refusal(MESSAGES.request.tooLarge, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Refusal(MESSAGES.request.invalidJson, 400)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Refusal(MESSAGES.request.notObject, 400)
  }
  return body as Record<string, unknown>
}

export function requireAdmin(req: PayloadRequest): void {
  if (!req.user) throw new Refusal(MESSAGES.auth.notSignedIn, 401)
  if (!hasAdminRole(req.user)) throw new Refusal(MESSAGES.auth.forbidden, 403)
}

/** Turns anything thrown in a handler into the contract's `{ success: false, message }`. */
export function errorResponse(req: PayloadRequest, error: unknown, fallback: string): Response {
  // Our refusals and Payload's (validation, not found, forbidden) are all APIErrors with a 4xx
  // status and a message meant for the caller; anything else is logged and answered generically.
  const status = (error as { status?: number }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return fail(status, (error as Error).message || fallback)
  }
  // Logged with the request's id, which the answer carries too, and mailed to the owner when
  // ALERT_EMAIL is set; the caller is not kept waiting for the mail.
  const requestId = requestIdOf(req.headers)
  void reportServerError(req.payload, { kind: errorKind(error, fallback), error, requestId })
  return Response.json(
    { success: false, message: fallback },
    { status: 500, headers: { 'X-Request-Id': requestId } },
  )
}

export function optionalString(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (value === undefined || value === null) return ''
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') throw new Refusal(MESSAGES.request.mustBeText(key), 400)
  return value
}
