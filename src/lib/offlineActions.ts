/**
 * Actions staff may make on the phone with no network, kept there and sent when it returns:
 * recording a payment, posting a charge, marking a room's housekeeping, and checking a stay in or
 * out. Each is sent with a key the phone made when the action was made, so the server applies it
 * at most once however many times it is sent. Nothing that takes or frees nights is among them:
 * only the server, online, knows which nights are free.
 */

/** The request header that carries an action's key. */
export const ACTION_KEY_HEADER = 'Idempotency-Key'

/** Set on an answer the server gives again for a key it has already applied. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/** A key is a UUID as the phone's `crypto.randomUUID()` makes it: 36 characters, any version. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isActionKey(value: string): boolean {
  return UUID.test(value)
}

/**
 * How long the server remembers a key: long enough for a phone kept offline for days (a power
 * cut of a week and more) to send its actions and be told they were applied once.
 */
export const KEEP_ACTION_KEYS_DAYS = 30

/** The doors that honour a key: every other address refuses one, so no phone believes it kept. */
const OFFLINE_DOORS: readonly RegExp[] = [
  /^\/api\/bookings\/[^/]+\/(payments|charges|status)\/?$/,
  /^\/api\/bookings\/housekeeping\/?$/,
]

export function honoursActionKey(method: string, pathname: string): boolean {
  return method === 'POST' && OFFLINE_DOORS.some((door) => door.test(pathname))
}

/** The status steps a phone may keep offline: neither takes nor frees a night. */
export const OFFLINE_STEPS = ['checkIn', 'checkOut'] as const

export function isOfflineStep(action: string): boolean {
  return (OFFLINE_STEPS as readonly string[]).includes(action)
}
