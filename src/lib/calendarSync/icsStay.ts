import { compact, escapeText, icsFile, icsStamp } from './ical'

/**
 * One guest's stay as an all-day event from check-in to check-out day, for "Add to calendar" on
 * their private page: the house's name and address, and the reference to quote.
 */
export function icsStay(input: {
  uid: string
  houseName: string
  reference: string
  address: string
  checkIn: string
  checkOut: string
  host: string
  now: Date
}): string {
  return icsFile('Stay', [
    'BEGIN:VEVENT',
    `UID:stay-${input.uid}@${input.host}`,
    `DTSTAMP:${icsStamp(input.now)}`,
    `DTSTART;VALUE=DATE:${compact(input.checkIn.slice(0, 10))}`,
    `DTEND;VALUE=DATE:${compact(input.checkOut.slice(0, 10))}`,
    `SUMMARY:${escapeText(`Stay at ${input.houseName} (${input.reference})`)}`,
    `LOCATION:${escapeText(input.address)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ])
}
