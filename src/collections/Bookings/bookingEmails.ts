import { formatStayDate } from '@/lib/dates'
import { formatCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { detailsTable, escapeHtml, oneLine } from '@/email/contactEmails'

type Email = { subject: string; text: string; html: string }
type Rows = Array<[string, string]>

function render(intro: string, rows: Rows, outro = ''): Omit<Email, 'subject'> {
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', outro].join('\n').trim()
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(rows),
    outro ? `<p>${escapeHtml(outro)}</p>` : '',
  ].join('\n')
  return { text, html }
}

type House = { houseName: string; phones: string[] }

/** The house's copy: everything the guest gave, for staff to confirm or decline in the portal. */
export function houseBookingEmail(booking: Booking, roomName: string, house: House): Email {
  return {
    subject: oneLine(`New booking request ${booking.reference}: ${roomName}`),
    ...render(
      `A guest asked for a room on the ${house.houseName} website. Confirm or decline it in the staff portal.`,
      [
        ['Reference', booking.reference ?? ''],
        ['Room', roomName],
        ['Check-in', formatStayDate(booking.checkIn.slice(0, 10))],
        ['Check-out', formatStayDate(booking.checkOut.slice(0, 10))],
        ['Nights', String(booking.nights ?? '')],
        ['Guests', String(booking.guests)],
        ['Price of the stay', formatCedis(booking.total)],
        ['Name', booking.guestName],
        ['Phone', booking.phone || '—'],
        ['Email', booking.email || '—'],
        ['Note', booking.note || '—'],
      ],
    ),
  }
}

/**
 * The guest's acknowledgement repeats nothing the guest typed freely, not even a name: anyone can
 * type someone else's address into the form, and the house must not relay their words to it. It
 * carries only what the house itself decided or checked: the reference, the room's name, the
 * validated dates and number of guests, the price, and the house's own numbers.
 */
export function guestBookingAcknowledgement(
  booking: Booking,
  roomName: string,
  house: House,
): Email {
  return {
    subject: oneLine(`Your booking request ${booking.reference} at ${house.houseName}`),
    ...render(
      `Thank you for your booking request at ${house.houseName}. It is not confirmed yet: we will confirm it by WhatsApp or phone.`,
      [
        ['Reference', booking.reference ?? ''],
        ['Room', roomName],
        ['Check-in', formatStayDate(booking.checkIn.slice(0, 10))],
        ['Check-out', formatStayDate(booking.checkOut.slice(0, 10))],
        ['Guests', String(booking.guests)],
        ['Price of the stay', formatCedis(booking.total)],
      ],
      [
        house.phones.length
          ? `Questions? Call us on ${house.phones.join(' or ')} and give your reference.`
          : '',
        'If you did not ask for a room, someone else typed your address; you can ignore this email.',
      ]
        .filter(Boolean)
        .join(' '),
    ),
  }
}

/**
 * The guest's word that a request lapsed unanswered. Like the acknowledgement it repeats only
 * what the house decided or checked, never what was typed in the form.
 */
export function guestRequestExpired(booking: Booking, roomName: string, house: House): Email {
  return {
    subject: oneLine(`Your booking request ${booking.reference} at ${house.houseName} has lapsed`),
    ...render(
      `We are sorry: we could not answer your booking request at ${house.houseName} in time, so it has lapsed and the room is not held for you.`,
      [
        ['Reference', booking.reference ?? ''],
        ['Room', roomName],
        ['Check-in', formatStayDate(booking.checkIn.slice(0, 10))],
        ['Check-out', formatStayDate(booking.checkOut.slice(0, 10))],
        ['Guests', String(booking.guests)],
      ],
      [
        house.phones.length
          ? `To book these dates, send a new request or call us on ${house.phones.join(' or ')}.`
          : 'To book these dates, send a new request on our website.',
        'If you did not ask for a room, someone else typed your address; you can ignore this email.',
      ].join(' '),
    ),
  }
}
