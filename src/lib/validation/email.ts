/** "Looks like an address": text, at sign, text, dot, text, no spaces (SPEC.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}
