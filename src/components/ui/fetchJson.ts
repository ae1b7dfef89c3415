/**
 * The one way client code calls the `/api/*` contract. Every call carries the session cookie and
 * turns "non-OK, or an object with success false" into a FetchError that keeps the HTTP status,
 * so screens choose their text from the status and never from the wording of a message.
 */

export class FetchError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came (offline, DNS, connection reset). */
    readonly status: number,
    /** True when the server answered with its own message (not a network failure). */
    readonly fromServer: boolean,
  ) {
    super(message)
    this.name = 'FetchError'
  }
}

/** The server's own reason, as the contract's failure bodies carry it. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as {
    message?: unknown
    error?: { message?: unknown }
    errors?: Array<{ message?: unknown }>
  }
  if (typeof record.message === 'string' && record.message) return record.message
  if (typeof record.error?.message === 'string' && record.error.message) return record.error.message
  // Payload's own REST API answers `{ errors: [{ message }] }`.
  const first = Array.isArray(record.errors) ? record.errors[0]?.message : undefined
  if (typeof first === 'string' && first) return first
  return null
}

/** True when the contract reports a failure inside a 2xx answer. */
function flaggedFailure(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  )
}

/**
 * JSON from `url`, or a FetchError carrying the status and the server's message (else `fallback`).
 * Sends JSON; `init` overrides that and the cache mode. A read asks again every time, sending the
 * ETag of any copy the browser kept (`no-cache`), so an unchanged answer comes back as a 304 and
 * no body; a write never touches the cache.
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit = {},
  fallback = 'Request failed',
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      cache: (init.method ?? 'GET') === 'GET' ? 'no-cache' : 'no-store',
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    })
  } catch {
    throw new FetchError(fallback, 0, false)
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok || flaggedFailure(body)) {
    const message = serverMessage(body)
    throw new FetchError(message ?? fallback, response.status, message !== null)
  }
  return body as T
}
