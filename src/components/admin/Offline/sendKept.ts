import { serverMessage } from '@/components/ui/fetchJson'
import type { SendAnswer } from '@/lib/offline/outbox'
import { ACTION_KEY_HEADER } from '@/lib/offlineActions'

/**
 * The one place an action that may wait for the network is sent: with its key in the header the
 * server reads (`ACTION_KEY_HEADER`), the same key on every try. Answers what came back, a
 * network failure as status 0, and the body for the caller to read its document from.
 */
export async function sendKept(
  url: string,
  key: string,
  body: Record<string, unknown>,
): Promise<{ answer: SendAnswer; json: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', [ACTION_KEY_HEADER]: key },
      body: JSON.stringify(body),
    })
  } catch {
    return { answer: { ok: false, status: 0, message: null, retryAfter: false }, json: null }
  }
  const json: unknown = await response.json().catch(() => null)
  const failed =
    typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false
  if (response.ok && !failed) return { answer: { ok: true }, json }
  return {
    answer: {
      ok: false,
      status: response.ok ? 400 : response.status,
      message: serverMessage(json),
      retryAfter: response.headers.has('Retry-After'),
    },
    json,
  }
}
