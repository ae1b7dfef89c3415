import { password as passwordText } from '@/lib/messages/password'

/** Staff passwords: long enough to resist guessing, and not one every guessing list starts with. */
export const STAFF_PASSWORD_MIN = 10

/**
 * Passwords of 10 characters or more that lead the published lists of leaked passwords. Compared
 * without case, spaces or a trailing year-like number, which is how people vary them.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '0987654321',
  '1111111111',
  '0000000000',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'iloveyou123',
  'abcdefghij',
  'abcd123456',
  'abc1234567',
  'letmein123',
  'welcome123',
  'welcome1234',
  'administrator',
  'admin123456',
  'changeme123',
  'football123',
  'princess123',
  'sunshine123',
  'monkey12345',
  'guesthouse',
  'guesthouse1',
  'guesthouse123',
])

function normalise(password: string): string {
  return password
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[!.@#]+$/, '')
}

/** The message for a password staff may not use, or null when it is acceptable. */
export function staffPasswordError(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return passwordText.tooShort
  const plain = normalise(password)
  if (COMMON_PASSWORDS.has(plain) || COMMON_PASSWORDS.has(plain.replace(/(19|20)\d\d$/, ''))) {
    return passwordText.tooCommon
  }
  if (/^(.)\1+$/.test(plain)) return passwordText.tooCommon
  return null
}
