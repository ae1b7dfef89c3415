import ICAL from 'ical.js'
import { describe, expect, it } from '@jest/globals'

import { feedAddressProblem, feedUrl, isPrivateAddress } from '@/lib/calendarSync/feedAddress'
import { fold, icsCalendar, parseIcsEvents } from '@/lib/calendarSync/ical'
import { addDays } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { feedFixture, fixtureSunday } from '../../helpers/fixtures/icalFeeds'

const TODAY = '2026-11-25'
const on = (n: number) => addDays(TODAY, n)
const HORIZON = { from: addDays(TODAY, -30), until: addDays(TODAY, 730) }
const read = (text: string) => parseIcsEvents(text, HORIZON)
const nights = (text: string) => read(text).events.map((e) => [e.start, e.end])

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  )

describe('reading booking sites’ calendars', () => {
  it('Booking.com: a cancelled stay blocks nothing, a stay its nights', () => {
    expect(nights(feedFixture('booking-com', { today: TODAY }))).toEqual([[on(10), on(13)]])
  })

  it('Airbnb: reserved and not-available events, folded description, overlapping', () => {
    expect(nights(feedFixture('airbnb', { today: TODAY }))).toEqual([
      [on(20), on(23)],
      [on(22), on(25)],
    ])
  })

  it('VRBO: DURATION:P3D holds three nights; its alarm’s UID and a free-time event count for nothing', () => {
    const feed = read(feedFixture('vrbo', { today: TODAY }))
    expect(feed.events).toEqual([
      { uid: 'bd3f1c7a-2e41-4b6f-9a0d-6c5e8f7a1b2c', start: on(60), end: on(63) },
    ])
  })

  it('Google: a weekly series with a moved Sunday, a New York evening in GMT, an RRULE alone', () => {
    const sunday = fixtureSunday(TODAY)
    expect(nights(feedFixture('google', { today: TODAY })).sort()).toEqual(
      [
        [sunday, addDays(sunday, 1)],
        [addDays(sunday, 8), addDays(sunday, 9)],
        [addDays(sunday, 14), addDays(sunday, 15)],
        [addDays(sunday, 21), addDays(sunday, 22)],
        // 22:00 in New York is 03:00 (or 02:00) the next day here; out at 06:00 there.
        [on(101), on(103)],
        [on(120), on(121)],
        [on(127), on(128)],
        [on(134), on(135)],
      ].sort(),
    )
  })

  it('an event at midnight in UTC+1 is the evening before here', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:lagos',
      'DTSTART;TZID=Africa/Lagos:20270110T000000',
      'DTEND;TZID=Africa/Lagos:20270112T000000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:utc',
      'DTSTART:20270120T233000Z',
      'DTEND:20270121T100000Z',
      'END:VEVENT',
    )
    expect(nights(text)).toEqual([
      ['2027-01-09', '2027-01-11'],
      ['2027-01-20', '2027-01-21'],
    ])
  })

  it('keeps within the horizon and the length of a stay, and expands no further', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:five-years',
      'DTSTART;VALUE=DATE:20270101',
      'DTEND;VALUE=DATE:20320101',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:far',
      'DTSTART;VALUE=DATE:20310101',
      'DTEND;VALUE=DATE:20310105',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:daily-forever',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261202',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
    )
    const feed = read(text)
    expect(feed.tooLong).toBe(1)
    expect(feed.events.every((e) => e.uid === 'daily-forever')).toBe(true)
    expect(feed.events.at(-1)?.end).toBe(HORIZON.until)
    expect(feed.events).toHaveLength(730 - 6)
  })

  it('lower-case component names are read; what is not a calendar refuses the whole feed', () => {
    expect(
      nights(
        'begin:vcalendar\r\nversion:2.0\r\nbegin:vevent\r\nuid:x\r\ndtstart;value=date:20270105\r\nend:vevent\r\nend:vcalendar\r\n',
      ),
    ).toEqual([['2027-01-05', '2027-01-06']])
    const secret = 'SECRET-internal-token'
    for (const text of [
      '<html>Sign in</html>',
      calendar('BEGIN:VEVENT', `UID:x`, `DTSTART:${secret}`, 'END:VEVENT'),
      calendar('BEGIN:VEVENT', 'UID:x'),
    ]) {
      expect(() => read(text)).toThrow(MESSAGES.calendarSync.notCalendar)
    }
    expect(() => read(calendar('BEGIN:VEVENT', 'UID:x', 'END:VEVENT'))).toThrow(
      MESSAGES.calendarSync.eventIncomplete,
    )
  })
})

/**
 * A second, independent reading of the writer's output: octets and lines as RFC 5545 states
 * them, with no iCalendar library. Every physical line must be whole UTF-8 of at most 75 octets.
 */
function strictRead(text: string): Array<[string, string]> {
  const bytes = Buffer.from(text, 'utf8')
  expect(bytes.subarray(-2).toString()).toBe('\r\n')
  const physical: Buffer[] = []
  let start = 0
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10) {
      physical.push(bytes.subarray(start, i))
      start = i + 2
    }
  }
  expect(start).toBe(bytes.length)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const lines: string[] = []
  for (const line of physical) {
    expect(line.length).toBeLessThanOrEqual(75)
    const textLine = decoder.decode(line)
    if (textLine.startsWith(' ')) lines[lines.length - 1] += textLine.slice(1)
    else lines.push(textLine)
  }
  return lines.map((line) => {
    const colon = line.indexOf(':')
    return [line.slice(0, colon), line.slice(colon + 1)]
  })
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

describe('the room’s own feed', () => {
  const name = `Garden suite ${'x'.repeat(50)}🌴🌺, Kumasi; "quiet"`
  const text = icsCalendar({
    name,
    roomId: 'room1',
    host: 'guesthouse.example',
    runs: [
      { start: '2027-01-10', end: '2027-01-13' },
      { start: '2027-02-01', end: '2027-02-02' },
    ],
    now: new Date('2026-11-25T10:00:00Z'),
  })

  it('folds between characters, never inside an emoji, at every position', () => {
    for (let pad = 0; pad < 8; pad++) {
      const line = `X-WR-CALNAME:${'a'.repeat(55 + pad)}🌴é🌺${'b'.repeat(80)}🌴`
      const folded = fold(line)
      expect(folded).not.toContain('\uFFFD')
      expect(folded.replace(/\r\n /g, '')).toBe(line)
      for (const part of folded.split('\r\n')) {
        expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
        expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
      }
    }
  })

  it('reads the same with ical.js and with a strict reading of the octets', () => {
    const component = new ICAL.Component(ICAL.parse(text) as [string, unknown[], unknown[]])
    // ical.js leaves an X- property's text escaped as written; the emoji came through whole.
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe(
      name.replace(',', '\\,').replace(';', '\\;'),
    )
    expect(String(component.getFirstPropertyValue('x-wr-calname'))).not.toContain('\uFFFD')
    const events = component.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent)
      return [event.startDate.toString(), event.endDate.toString(), event.summary]
    })
    expect(events).toEqual([
      ['2027-01-10', '2027-01-13', 'Not available'],
      ['2027-02-01', '2027-02-02', 'Not available'],
    ])

    const lines = strictRead(text)
    expect(unescape(lines.find(([key]) => key === 'X-WR-CALNAME')?.[1] ?? '')).toBe(name)
    expect(lines.filter(([key]) => key === 'DTSTART;VALUE=DATE').map(([, v]) => v)).toEqual([
      '20270110',
      '20270201',
    ])
    expect(lines.filter(([key]) => key === 'DTEND;VALUE=DATE').map(([, v]) => v)).toEqual([
      '20270113',
      '20270202',
    ])
    // The house's own reader takes it back as the same nights.
    expect(nights(text)).toEqual([
      ['2027-01-10', '2027-01-13'],
      ['2027-02-01', '2027-02-02'],
    ])
  })
})

describe('calendar links', () => {
  it('reads webcal:// as https://', () => {
    expect(feedUrl(' webcal://www.airbnb.com/calendar/ical/1.ics?s=k ')).toBe(
      'https://www.airbnb.com/calendar/ical/1.ics?s=k',
    )
    expect(feedAddressProblem('webcal://admin.booking.com/hotel/ical/1.ics')).toBeNull()
  })

  it('refuses what plainly is no public calendar, each with its reason', () => {
    const { address } = MESSAGES.calendarSync
    const refused: Record<string, string> = {
      'http://www.airbnb.com/calendar.ics': address.notHttps,
      'http://127.0.0.1:8080/calendar.ics': address.private,
      'file:///etc/passwd': address.notHttps,
      'data:text/calendar,BEGIN:VCALENDAR': address.notHttps,
      'ftp://example.com/a.ics': address.notHttps,
      'not a link': address.notLink,
      'https://user:pw@example.com/a.ics': address.credentials,
      'https://127.0.0.1/a.ics': address.private,
      'https://127.1/a.ics': address.private,
      'https://2130706433/a.ics': address.private,
      'https://0x7f.0.0.1/a.ics': address.private,
      'https://localhost/a.ics': address.private,
      'https://calendar.localhost/a.ics': address.private,
      'https://printer.local/a.ics': address.private,
      'https://metadata.google.internal/a.ics': address.private,
      'https://intranet/a.ics': address.private,
      'https://10.1.2.3/a.ics': address.private,
      'https://172.20.0.1/a.ics': address.private,
      'https://192.168.1.1/a.ics': address.private,
      'https://169.254.169.254/latest/meta-data/': address.private,
      'https://100.100.100.200/a.ics': address.private,
      'https://0.0.0.0/a.ics': address.private,
      'https://[::1]/a.ics': address.private,
      'https://[::ffff:127.0.0.1]/a.ics': address.private,
      'https://[::ffff:a9fe:a9fe]/a.ics': address.private,
      'https://[fd00:ec2::254]/a.ics': address.private,
      'https://[fe80::1]/a.ics': address.private,
      'https://[64:ff9b::10.0.0.1]/a.ics': address.private,
    }
    for (const [link, message] of Object.entries(refused)) {
      expect([link, feedAddressProblem(link)]).toEqual([link, message])
    }
    for (const link of [
      'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
      'https://admin.booking.com/hotel/hoteladmin/ical.html?t=x',
      'https://8.8.8.8/a.ics',
      'https://[2606:4700::1111]/a.ics',
    ]) {
      expect([link, feedAddressProblem(link)]).toEqual([link, null])
    }
  })

  it('allows 127.0.0.1 only with the test setting, and then over http too', () => {
    const { address } = MESSAGES.calendarSync
    const test = { allowLoopback: true }
    expect(feedAddressProblem('http://127.0.0.1:8080/a.ics', test)).toBeNull()
    expect(feedAddressProblem('http://127.0.0.1:8080/a.ics')).toBe(address.private)
    expect(feedAddressProblem('http://localhost:8080/a.ics', test)).toBe(address.private)
    expect(feedAddressProblem('http://[::1]:8080/a.ics', test)).toBe(address.private)
    expect(feedAddressProblem('http://10.0.0.1/a.ics', test)).toBe(address.private)
    expect(feedAddressProblem('http://calendar.example.com/a.ics', test)).toBe(address.notHttps)
  })

  it('tells resolved addresses apart: private, link-local, CGNAT and mapped forms refused', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.31.255.255',
      '192.168.0.1',
      '::1',
      '::',
      '::ffff:10.0.0.1',
      'fc00::1',
      'fe80::1%eth0',
      '2002:0a00:0001::1',
      'not-an-address',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true])
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false])
    }
  })
})
