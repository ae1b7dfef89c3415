import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload's stored hash formats: the current one carries its scheme as a prefix, the legacy one is
 * bare hex. Payload does not export its own check, so it is repeated here; a format it starts to
 * write that is not listed here is an error, never a silent mismatch (every current password
 * would read as wrong), and tests/int/passwordHash.test.ts fails on such a Payload release.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

function parseStoredHash(hash: string): { iterations: number; keyLength: number; hex: string } {
  if (hash.startsWith(CURRENT_PREFIX)) return { ...CURRENT, hex: hash.slice(CURRENT_PREFIX.length) }
  if (/^[0-9a-f]+$/i.test(hash)) return { ...LEGACY, hex: hash }
  throw new Error(
    `Unknown password hash format "${hash.split(':')[0]}": passwordHash.ts must learn the scheme this Payload version writes`,
  )
}

/** Whether `password` is the one stored as Payload's `hash` and `salt`. */
export async function passwordMatches(
  stored: { hash?: unknown; salt?: unknown } | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored || typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const { iterations, keyLength, hex } = parseStoredHash(stored.hash)
  const expected = Buffer.from(hex, 'hex')
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
