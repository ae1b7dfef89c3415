/**
 * The phone's outbox: what staff did while the network was gone, kept as numbered actions and
 * sent in order when it returns. Each carries the key made when it was made, so the server applies
 * it once however often it is sent (a send whose answer was lost is simply sent again). These
 * rules are pure; the phone's storage and sending live in the portal (components/admin/Outbox).
 */

/** The actions that may wait for the network: none of them takes or frees a night. */
export type OutboxKind = 'payment' | 'charge' | 'housekeeping' | 'checkIn' | 'checkOut'

export type OutboxAction = {
  /** Given by the phone's store in the order actions were made: the order they are sent in. */
  number: number
  /** Made once, when the action was made, and sent with every try. */
  key: string
  /** Only the member of staff who made an action sends it, under their own session. */
  staffId: string
  kind: OutboxKind
  url: string
  body: Record<string, unknown>
  /** The stay or room it is about, to show it there while it waits. */
  stayId?: string
  roomId?: string
  /** What staff read in the list: "Payment ₵50.00, mobile money". */
  label: string
  madeAt: string
  state: 'waiting' | 'refused'
  /** The server's reason, kept until staff dismiss it. */
  refusal?: string
}

/** A new action before the store numbers it. */
export type NewOutboxAction = Omit<OutboxAction, 'number' | 'state' | 'refusal'>

/** What came back from one send. */
export type SendAnswer =
  { ok: true } | { ok: false; status: number; message: string | null; retryAfter: boolean }

/** What becomes of an action after a send, and whether the run goes on to the next. */
export type AfterSend =
  { outcome: 'sent' } | { outcome: 'refused'; message: string } | { outcome: 'waiting' }

/**
 * - sent (2xx, or the server answering again for a key it already applied): it leaves the outbox;
 * - no answer, a server fault (5xx), a session to renew (401), too many at once (429), or the
 *   same key still being applied elsewhere (`Retry-After`): it keeps waiting, its key unchanged,
 *   and the run stops there so later actions never overtake it;
 * - any other 4xx is the server's rule refusing it: kept, with the reason, until dismissed; the
 *   actions after it are sent, since a refused payment must not hold back a check-out.
 */
export function afterSend(answer: SendAnswer, fallback: string): AfterSend {
  if (answer.ok) return { outcome: 'sent' }
  const { status } = answer
  if (status === 0 || status >= 500 || status === 401 || status === 429 || answer.retryAfter) {
    return { outcome: 'waiting' }
  }
  return { outcome: 'refused', message: answer.message ?? fallback }
}

/** The actions one member of staff's run sends: theirs, waiting, oldest first. */
export function toSend(actions: readonly OutboxAction[], staffId: string): OutboxAction[] {
  return actions
    .filter((action) => action.staffId === staffId && action.state === 'waiting')
    .sort((a, b) => a.number - b.number)
}

/** What a stay's details list: its actions not yet sent, and those refused, in order. */
export function actionsOfStay(actions: readonly OutboxAction[], stayId: string): OutboxAction[] {
  return actions.filter((action) => action.stayId === stayId).sort((a, b) => a.number - b.number)
}

/** The housekeeping state a room is shown in while a mark of it waits: the latest mark's. */
export function waitingMarkOf(
  actions: readonly OutboxAction[],
  roomId: string,
): string | undefined {
  const marks = actions
    .filter((a) => a.kind === 'housekeeping' && a.roomId === roomId && a.state === 'waiting')
    .sort((a, b) => a.number - b.number)
  const status = marks.at(-1)?.body.status
  return typeof status === 'string' ? status : undefined
}

/**
 * A new action's key, a UUID v4. `crypto.randomUUID` exists only on secure pages (HTTPS or
 * localhost); a phone reaching the house's server over plain HTTP on its own network makes one
 * from the same random source.
 */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
