import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/** Payload's stored hash format: the current scheme carries this prefix, older hashes none. */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** Whether `password` is the one stored as Payload's `hash` and `salt`. */
export async function passwordMatches(
  stored: { hash?: unknown; salt?: unknown } | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored || typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(
    current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash,
    'hex',
  )
  const actual = await pbkdf2(password, stored.salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/**
 * The work of checking one password, spent on an address with no account, so that a wrong email
 * takes as long to refuse as a wrong password.
 */
export async function hashForNothing(password: string): Promise<void> {
  await pbkdf2(password, 'no-account', CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
