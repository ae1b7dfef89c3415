import { env } from '@/lib/env'

/**
 * Why the house writes to a guest: `reply` answers what the guest sent (a request, a message),
 * `notice` is the house's own word (a request lapsed, a reminder).
 */
export type GuestEmailKind = 'reply' | 'notice'

/**
 * What every email to a guest carries besides its text, so one rule serves them all:
 * - `Reply-To` the house's own address (the site settings' email, else the address the house
 *   receives its copies at), so a guest's answer reaches staff and never the no-reply sender;
 * - `Auto-Submitted` (RFC 3834): `auto-replied` for an answer to what the guest sent,
 *   `auto-generated` for the house's own notices, so mail servers and out-of-office replies never
 *   answer it back and start a loop; `X-Auto-Response-Suppress` asks the same of Exchange.
 */
export function guestEmailEnvelope(
  houseEmail: string | null | undefined,
  kind: GuestEmailKind,
): { replyTo: string; headers: Record<string, string> } {
  return {
    replyTo: houseEmail?.trim() || env.contactToEmail,
    headers: {
      'Auto-Submitted': kind === 'reply' ? 'auto-replied' : 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
    },
  }
}
