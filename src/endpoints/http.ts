import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { MESSAGES } from '@/lib/messages'

/** Bodies above this are refused before parsing: no contract call needs more. */
export const MAX_JSON_BYTES = 64 * 1024

export function fail(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status })
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Reads a JSON object body. Broken JSON, a wrong content type, an oversized body or anything but a
 * plain object is a 4xx with a message, never a crash.
 */
export async function readJsonObject(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'Send the data as JSON (Content-Type: application/json)')
  }
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_JSON_BYTES) throw new HttpError(413, 'The request is too large')
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new HttpError(413, 'The request is too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object')
  }
  return body as Record<string, unknown>
}

export function requireAdmin(req: PayloadRequest): void {
  if (!req.user) throw new HttpError(401, MESSAGES.auth.notSignedIn)
  if (!hasAdminRole(req.user)) throw new HttpError(403, MESSAGES.auth.forbidden)
}

/** Turns anything thrown in a handler into the contract's `{ success: false, message }`. */
export function errorResponse(req: PayloadRequest, error: unknown, fallback: string): Response {
  if (error instanceof HttpError) return fail(error.status, error.message)
  const status = (error as { status?: number }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return fail(status, (error as Error).message || fallback)
  }
  req.payload.logger.error({ err: error, msg: fallback })
  return fail(500, fallback)
}

export function optionalString(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (value === undefined || value === null) return ''
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be text`)
  return value
}
