/** The guest's details as the history names them, in the order staff read them on the desk. */
const GUEST_DETAILS = [
  ['guestName', 'name'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['guests', 'guests'],
  ['note', 'note'],
] as const

type Details = Partial<Record<(typeof GUEST_DETAILS)[number][0], string | number | null>>

/** A value as the history shows it: "(none)" for empty, a long note cut so an entry stays a line. */
function shown(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim()
  if (!text) return '(none)'
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/**
 * What changed in the guest's details, as one history line ("name Ama → Kofi; phone (none) →
 * 0241234567"), or '' when nothing did. Whitespace-only differences are not changes.
 */
export function guestDetailChanges(before: Details, next: Details): string {
  return GUEST_DETAILS.filter(([key]) => shown(before[key]) !== shown(next[key]))
    .map(([key, label]) => `${label} ${shown(before[key])} → ${shown(next[key])}`)
    .join('; ')
}
