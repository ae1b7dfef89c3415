/**
 * iCalendar (RFC 5545) for calendar sync with booking sites. A room's feed lists its taken nights
 * as all-day events named only "Not available": a feed URL can leak, so it carries no guest data.
 * Imported feeds are read for their events' UID and dates only.
 */
import { addDays, ISO_DATE } from '../dates'
import { MESSAGES } from '../messages'

const nextDay = (day: string) => addDays(day, 1)

/** Taken nights as runs of consecutive nights: [start, end) with end the first free day. */
export function nightRuns(nights: readonly string[]): Array<{ start: string; end: string }> {
  const runs: Array<{ start: string; end: string }> = []
  for (const night of [...new Set(nights)].sort()) {
    const last = runs[runs.length - 1]
    if (last && last.end === night) last.end = nextDay(night)
    else runs.push({ start: night, end: nextDay(night) })
  }
  return runs
}

const compact = (day: string) => day.replace(/-/g, '')

/** Lines are folded at 75 octets and end in CRLF, as RFC 5545 requires. */
function fold(line: string): string {
  const parts: string[] = []
  let rest = line
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--
    parts.push(rest.slice(0, cut))
    rest = ` ${rest.slice(cut)}`
  }
  parts.push(rest)
  return parts.join('\r\n')
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

export function icsCalendar(input: {
  name: string
  roomId: string
  host: string
  runs: ReadonlyArray<{ start: string; end: string }>
  now: Date
}): string {
  const stamp = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Guest House//Booking desk//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...input.runs.flatMap((run) => [
      'BEGIN:VEVENT',
      `UID:${input.roomId}-${compact(run.start)}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(run.start)}`,
      `DTEND;VALUE=DATE:${compact(run.end)}`,
      'SUMMARY:Not available',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}

export type ImportedEvent = { uid: string; start: string; end: string }

export class IcsError extends Error {}

/** The day (YYYY-MM-DD) of a DATE or DATE-TIME value; times in Ghana are GMT, so UTC days. */
function valueDay(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim())
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : ''
  if (!ISO_DATE.test(day) || Number.isNaN(Date.parse(day)))
    throw new IcsError(MESSAGES.calendarSync.badDate(value))
  return day
}

/**
 * The events of an iCalendar text, as whole days. Refuses anything that is not a calendar, or an
 * event without a UID or start, so a broken download never empties a room's blocks.
 */
export function parseIcsEvents(text: string): ImportedEvent[] {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  if (lines[0]?.trim() !== 'BEGIN:VCALENDAR' || !lines.some((l) => l.trim() === 'END:VCALENDAR')) {
    throw new IcsError(MESSAGES.calendarSync.notCalendar)
  }
  const events: ImportedEvent[] = []
  let current: Record<string, string> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT') {
      if (!current?.UID || !current.DTSTART)
        throw new IcsError(MESSAGES.calendarSync.eventIncomplete)
      const start = valueDay(current.DTSTART)
      const end = current.DTEND ? valueDay(current.DTEND) : nextDay(start)
      events.push({ uid: current.UID, start, end: end > start ? end : nextDay(start) })
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      if (colon < 0) continue
      const name = line.slice(0, colon).split(';')[0].toUpperCase()
      current[name] = line.slice(colon + 1)
    }
  }
  if (current) throw new IcsError(MESSAGES.calendarSync.eventNotClosed)
  return events
}
