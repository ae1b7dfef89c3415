import { formatCedis } from '../money'

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

type PaymentRow = { id?: string | null; amount: number; method: string }

/** One payment as a history line reads it: "₵800 cash". */
export function paymentLine(payment: PaymentRow): string {
  return `${formatCedis(payment.amount)} ${payment.method}`
}

/**
 * How a write's payments differ from the stored ones, by row id: rows added, rows whose content
 * changed (`same` tells whether two rows are alike), rows removed.
 */
export function paymentEdits<T extends PaymentRow>(
  before: readonly T[],
  next: readonly T[],
  same: (a: T, b: T) => boolean,
): { added: T[]; changed: Array<[T, T]>; removed: T[] } {
  const nextById = new Map(next.filter((row) => row.id).map((row) => [row.id, row]))
  const beforeIds = new Set(before.map((row) => row.id).filter(Boolean))
  const changed: Array<[T, T]> = []
  const removed: T[] = []
  for (const row of before) {
    const now = row.id ? nextById.get(row.id) : undefined
    if (!now) removed.push(row)
    else if (!same(row, now)) changed.push([row, now])
  }
  const added = next.filter((row) => !row.id || !beforeIds.has(row.id))
  return { added, changed, removed }
}
