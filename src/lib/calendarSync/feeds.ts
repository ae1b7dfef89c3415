import { formatDate } from '@/lib/dates'

/** A booking site's calendar as staff recognise it: its host name, not a long secret address. */
export function feedName(url: string): string {
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}

/** A stored timestamp as staff read it, in Ghana time (GMT): "23 Nov 2026 14:45". */
export function readAt(value: string): string {
  return `${formatDate(value)} ${new Date(value).toISOString().slice(11, 16)}`
}

/** What holds a night here that a booking site also sold. */
export type ConflictHolder =
  | { kind: 'booking'; reference: string; guest: string; from: string; until: string }
  | {
      kind: 'block'
      reason: 'maintenance' | 'external'
      site: string | null
      from: string
      until: string
    }

/**
 * A stay a booking site sold on nights already taken here, as the last reading of its feed found
 * it: the site's stay, the nights taken twice, and what holds them here. Its other nights are
 * blocked; the conflict stays on the feed until a reading finds no overlap.
 */
export type FeedConflict = {
  from: string
  until: string
  nights: string[]
  here: ConflictHolder[]
}

/** A feed's conflicts as stored (a JSON field): anything else reads as none. */
export function feedConflicts(value: unknown): FeedConflict[] {
  return Array.isArray(value) ? (value as FeedConflict[]) : []
}
