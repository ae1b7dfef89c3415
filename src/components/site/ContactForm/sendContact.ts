import { fetchJson, FetchError } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import { contact as contactText } from '@/lib/messages/contact'
import {
  CONTACT_DEFAULTS,
  FILL_MS_FIELD,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactForm as ContactValues,
} from '@/lib/validation/contact'

export const CONTACT_ENDPOINT = API.contact

const SUCCESS_TEXTS: readonly string[] = [contactText.success, contactText.successNoEmail]

/**
 * A non-OK answer throws a FetchError with its status (the error toast is chosen by it). An answer
 * flagged success true resolves with the success text to show: the server's, which promises an
 * email only when it can send one; failing that, the text that promises none. Any other answer,
 * success false included, resolves with null and shows nothing.
 */
export async function sendContact(
  values: ContactValues,
  signals: BotSignals,
): Promise<string | null> {
  let body: unknown
  try {
    body = await fetchJson<unknown>(
      CONTACT_ENDPOINT,
      {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: JSON.stringify({ ...values, ...signals }),
      },
      contactText.failed,
    )
  } catch (error) {
    // fetchJson also rejects a 2xx flagged success false; here that answer is just "not sent".
    if (error instanceof FetchError && error.status >= 200 && error.status < 300) return null
    throw error
  }
  if (!(body && typeof body === 'object' && 'success' in body && body.success === true)) return null
  const message = 'message' in body ? body.message : undefined
  return typeof message === 'string' && SUCCESS_TEXTS.includes(message)
    ? message
    : contactText.successNoEmail
}

/**
 * What tells the server a bot sent the form: the hidden field only a bot fills in, and how many
 * milliseconds the form was open (a person needs more than two seconds to fill it in).
 */
export type BotSignals = { [HONEYPOT_FIELD]: string; [FILL_MS_FIELD]: number }

/**
 * Milliseconds since `startedAt`, both read from `performance.now()`: a monotonic clock that
 * setting the phone's date or time never moves, unlike `Date.now()`.
 */
export function elapsedSince(startedAt: number): number {
  return Math.max(0, Math.round(performance.now() - startedAt))
}

/**
 * When the guest began filling the form, on the same monotonic clock: now, the moment the form's
 * script has started, unless the guest tapped or typed on the page before that. On slow data a guest
 * types into the server's markup while the script is still on its way; counting from the script's
 * arrival would make a guest who sends at once look faster than a person and drop the message as a
 * bot's. The browser keeps the page's first tap or keystroke (the `first-input` entry), so no script
 * is needed before it. A bot that waits for the script, fills at machine speed and sends is still
 * counted from now.
 */
export function fillingStartedAt(): number {
  const now = performance.now()
  const firstInput =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('first-input')[0]
      : undefined
  return firstInput && firstInput.startTime < now ? firstInput.startTime : now
}

/** After a send, fields go back to empty unless the visitor has typed in them since. */
export function resetUnchanged(current: ContactValues, sent: ContactValues): ContactValues {
  const next = { ...current }
  for (const key of Object.keys(sent) as ContactField[]) {
    if (current[key] === sent[key]) next[key] = CONTACT_DEFAULTS[key]
  }
  return next
}
