import { formatDate } from '../dates'

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
