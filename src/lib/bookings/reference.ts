/**
 * Booking references a person can read aloud over the phone: `RP-` and four characters from an
 * alphabet without the look-alikes 0/O, 1/I/L and 5/S (about 700,000 codes).
 */
export const REFERENCE_ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ'
export const REFERENCE_PATTERN = /^RP-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{4}$/

export function makeReference(random: () => number = Math.random): string {
  let code = ''
  for (let i = 0; i < 4; i++) {
    code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)]
  }
  return `RP-${code}`
}
