/**
 * iCalendar (RFC 5545) for calendar sync with booking sites. A room's feed lists its taken nights
 * as all-day events named only "Not available": a feed URL can leak, so it carries no guest data.
 * Imported feeds are read with ical.js (a maintained RFC 5545 parser) for their events' UID and
 * nights only.
 */
import ICAL from 'ical.js'

import { addDays, DAY_MS, nightsBetween } from '@/lib/dates'
import { calendarSync as calendarSyncText } from '@/lib/messages/calendarSync'

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

export const compact = (day: string) => day.replace(/-/g, '')

/**
 * Lines are folded at 75 octets and end in CRLF, as RFC 5545 requires. A line is cut only between
 * characters, never inside one: a cut inside a UTF-8 sequence or between the two halves of a
 * UTF-16 surrogate pair (an emoji) would turn it into U+FFFD.
 */
export function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // Continuation lines start with a space, which counts toward their 75 octets.
    if (octets + size > 75) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** The moment a calendar file is made, as iCalendar writes it (`20261207T053000Z`). */
export function icsStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A whole calendar file of this house's: its header for one product, the lines, folded, CRLF. */
export function icsFile(product: string, lines: readonly string[]): string {
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//Guest House//${product}//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      ...lines,
      'END:VCALENDAR',
    ]
      .map(fold)
      .join('\r\n') + '\r\n'
  )
}

export function icsCalendar(input: {
  name: string
  roomId: string
  host: string
  runs: ReadonlyArray<{ start: string; end: string }>
  now: Date
}): string {
  const stamp = icsStamp(input.now)
  return icsFile('Booking desk', [
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
  ])
}

/** An imported stay, as nights here: [start, end) with end the first free day (YYYY-MM-DD). */
export type ImportedEvent = { uid: string; start: string; end: string }

/** The same limit as a stay staff enter by hand: an event longer than this is not a stay. */
export const MAX_IMPORTED_NIGHTS = 365

/** How far ahead a feed is read (and a repeating event expanded): two years of nights. */
export const SYNC_HORIZON_DAYS = 730

/** Past nights matter little to a booking site; a month back is plenty, as in the room's feed. */
export const SYNC_PAST_DAYS = 30

/** A repeating event expanded further than this is a broken or hostile feed, not a calendar. */
const MAX_OCCURRENCES = 5_000

export class IcsError extends Error {}

type Zones = Map<string, ICAL.Timezone>

/** The offset of an IANA time zone from UTC at an instant, in ms; null for a name Intl lacks. */
function intlOffset(tzid: string, utcMs: number): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: tzid,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(utcMs))
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
    const asUtc = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    )
    return asUtc - Math.floor(utcMs / 1000) * 1000
  } catch {
    return null
  }
}

/**
 * The instant (epoch ms) of a date-time: UTC as written, a TZID through the zone's rules (the
 * IANA database, else the feed's own VTIMEZONE), and a floating time as Ghana's (GMT).
 */
function instant(time: ICAL.Time, tzid: string | null, zones: Zones): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  if (time.zone === ICAL.Timezone.utcTimezone || !tzid) return wall
  const first = intlOffset(tzid, wall)
  if (first !== null) return wall - (intlOffset(tzid, wall - first) ?? first)
  const zone = zones.get(tzid)
  if (zone) return wall - zone.utcOffset(time) * 1000
  return wall
}

/** The house's day (GMT) a DATE or DATE-TIME value falls on. */
function houseDay(time: ICAL.Time, tzid: string | null, zones: Zones): string {
  if (time.isDate) {
    return new Date(Date.UTC(time.year, time.month - 1, time.day)).toISOString().slice(0, 10)
  }
  return new Date(instant(time, tzid, zones)).toISOString().slice(0, 10)
}

const tzidOf = (event: ICAL.Event, name: 'dtstart' | 'dtend') => {
  const value = event.component.getFirstProperty(name)?.getParameter('tzid')
  return typeof value === 'string' ? value : null
}

/** Cancelled and free-time ("transparent") events hold no nights. */
function holdsNights(event: ICAL.Event): boolean {
  const status = String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transp = String(event.component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT'
}

/** An occurrence's nights: from the day it starts up to the day it ends, at least one night. */
function occurrenceNights(
  item: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  zones: Zones,
): { start: string; end: string } {
  const startTzid = tzidOf(item, 'dtstart')
  const from = houseDay(start, startTzid, zones)
  const until = houseDay(end, tzidOf(item, 'dtend') ?? startTzid, zones)
  return { start: from, end: until > from ? until : addDays(from, 1) }
}

export type ParsedFeed = {
  /** Each stay within the horizon, clipped to it; repeating events give one stay each time. */
  events: ImportedEvent[]
  /** Events left out for being longer than `MAX_IMPORTED_NIGHTS`. */
  tooLong: number
}

function readCalendar(text: string): ICAL.Component {
  let root: ICAL.Component
  try {
    const data = ICAL.parse(text)
    // A text holding several calendars parses to a list; a feed is one calendar.
    if (!Array.isArray(data) || typeof data[0] !== 'string') throw new IcsError('')
    root = new ICAL.Component(data as unknown as [string, unknown[], unknown[]])
  } catch {
    // The parser's own message may quote the answer; staff see only ours.
    throw new IcsError(calendarSyncText.notCalendar)
  }
  if (root.name !== 'vcalendar') throw new IcsError(calendarSyncText.notCalendar)
  return root
}

/**
 * The stays of an iCalendar feed, as nights in the house's days, between `from` and `until`
 * (exclusive). Repeating events (RRULE, RDATE, EXDATE, moved or cancelled occurrences by
 * RECURRENCE-ID) are expanded; DURATION is honoured; cancelled and transparent events are
 * skipped; only each VEVENT's own properties count, never those of an alarm inside it. Anything
 * that is not a calendar, or an event without a start, refuses the whole feed, so a broken
 * download never empties a room's blocks.
 */
export function parseIcsEvents(text: string, horizon: { from: string; until: string }): ParsedFeed {
  try {
    return readEvents(readCalendar(text), horizon)
  } catch (error) {
    // ical.js reads values lazily, so a bad date fails here; its message may quote the answer.
    if (error instanceof IcsError) throw error
    throw new IcsError(calendarSyncText.notCalendar)
  }
}

function readEvents(root: ICAL.Component, horizon: { from: string; until: string }): ParsedFeed {
  const zones: Zones = new Map()
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone)
    if (zone.tzid) zones.set(zone.tzid, zone)
  }
  const vevents = root.getAllSubcomponents('vevent')
  for (const vevent of vevents) {
    if (!vevent.getFirstProperty('dtstart')) throw new IcsError(calendarSyncText.eventIncomplete)
  }
  // A series is its main event and the occurrences moved or cancelled by RECURRENCE-ID.
  const series = new Map<string, ICAL.Event>()
  const exceptions: ICAL.Event[] = []
  vevents.forEach((vevent, index) => {
    const event = new ICAL.Event(vevent)
    if (!event.uid) event.uid = `no-uid-${index}`
    if (event.isRecurrenceException()) exceptions.push(event)
    else if (!series.has(event.uid)) series.set(event.uid, event)
  })
  const standalone: ICAL.Event[] = []
  for (const exception of exceptions) {
    const main = series.get(exception.uid)
    if (main?.isRecurring()) main.relateException(exception)
    else standalone.push(exception)
  }

  const events: ImportedEvent[] = []
  let tooLong = 0
  const add = (uid: string, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!holdsNights(item)) return
    const stay = occurrenceNights(item, start, end, zones)
    if (nightsBetween(stay.start, stay.end) > MAX_IMPORTED_NIGHTS) {
      tooLong += 1
      return
    }
    const clipped = {
      start: stay.start < horizon.from ? horizon.from : stay.start,
      end: stay.end > horizon.until ? horizon.until : stay.end,
    }
    if (clipped.end > clipped.start) events.push({ uid, ...clipped })
  }
  // Occurrences starting this long before the horizon can still reach into it.
  const lookBack = Date.parse(horizon.from) - MAX_IMPORTED_NIGHTS * DAY_MS
  for (const event of [...series.values(), ...standalone]) {
    if (!event.isRecurring()) {
      add(event.uid, event, event.startDate, event.endDate)
      continue
    }
    const iterator = event.iterator()
    const startTzid = tzidOf(event, 'dtstart')
    for (let count = 0; count < MAX_OCCURRENCES; count++) {
      const next = iterator.next()
      if (!next) break
      if (houseDay(next, startTzid, zones) >= horizon.until) break
      const details = event.getOccurrenceDetails(next)
      if (instant(details.startDate, startTzid, zones) < lookBack) continue
      add(event.uid, details.item, details.startDate, details.endDate)
    }
  }
  return { events, tooLong }
}
