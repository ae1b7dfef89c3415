import { formatStayDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { depositSentence } from '@/lib/money/depositDeadline'
import type { HowToPayFacts } from '@/lib/money/howToPay'
import { howToPaySentence } from '@/lib/money/mobileMoneyAccounts'
import { writtenInternationalPhone } from '@/lib/phone'
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

/** One room of the request with the stay made for it; a group's request has several. */
export type RequestedRoom = { name: string; stay: Booking }

/** The room lines: one room as before; a group's every room with its guests and its price. */
function roomRows(rooms: readonly RequestedRoom[], withNights: boolean): Rows {
  const [first] = rooms
  if (rooms.length === 1) {
    return [
      ['Room', first.name],
      ['Check-in', formatStayDate(first.stay.checkIn.slice(0, 10))],
      ['Check-out', formatStayDate(first.stay.checkOut.slice(0, 10))],
      ...(withNights ? ([['Nights', String(first.stay.nights ?? '')]] as Rows) : []),
      ['Guests', String(first.stay.guests)],
      ['Price of the stay', formatPesewas(first.stay.price)],
    ]
  }
  const price = rooms.reduce((sum, room) => sum + room.stay.price, 0)
  return [
    ...rooms.map(({ name, stay }, index): [string, string] => [
      `Room ${index + 1}`,
      `${name}, ${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}, ${formatPesewas(stay.price)}`,
    ]),
    ['Check-in', formatStayDate(first.stay.checkIn.slice(0, 10))],
    ['Check-out', formatStayDate(first.stay.checkOut.slice(0, 10))],
    ...(withNights ? ([['Nights', String(first.stay.nights ?? '')]] as Rows) : []),
    ['Guests', String(rooms.reduce((sum, room) => sum + room.stay.guests, 0))],
    ['Price of the stay', formatPesewas(price)],
  ]
}

const roomNames = (rooms: readonly RequestedRoom[]) => rooms.map((room) => room.name).join(', ')

/** The house's copy: everything the guest gave, for staff to confirm or decline in the portal. */
export function houseBookingEmail(
  booking: Booking,
  rooms: readonly RequestedRoom[],
  house: House,
): Email {
  return {
    subject: oneLine(
      `New booking request ${booking.group ?? booking.reference}: ${roomNames(rooms)}`,
    ),
    ...render(
      `A guest asked for ${rooms.length === 1 ? 'a room' : `${rooms.length} rooms`} on the ${house.houseName} website. Confirm or decline it in the staff portal.`,
      [
        ['Reference', booking.group ?? booking.reference ?? ''],
        ...roomRows(rooms, true),
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
 * carries only what the house itself decided or checked: the reference, the rooms' names, the
 * validated dates and number of guests, the price, and the house's own numbers. When the request
 * asks a deposit, it says how much, by when (before the request lapses unanswered), and the house's
 * mobile-money numbers with the reference to quote.
 */
export function guestBookingAcknowledgement(
  booking: Booking,
  rooms: readonly RequestedRoom[],
  house: House,
  due: HowToPayFacts = { deposit: null, accounts: [] },
): Email {
  const reference = booking.group ?? booking.reference ?? ''
  const deposit = due.deposit
    ? [depositSentence(due.deposit), howToPaySentence(due.accounts, reference, true)]
    : []
  return {
    subject: oneLine(
      `Your booking request ${booking.group ?? booking.reference} at ${house.houseName}`,
    ),
    ...render(
      `Thank you for your booking request at ${house.houseName}. It is not confirmed yet: we will confirm it by WhatsApp or phone.`,
      [['Reference', booking.group ?? booking.reference ?? ''], ...roomRows(rooms, false)],
      [
        ...deposit,
        house.phones.length
          ? `Questions? Call us on ${house.phones.map(writtenInternationalPhone).join(' or ')} and give your reference.`
          : '',
        'If you did not ask for a room, someone else typed your address; you can ignore this email.',
      ]
        .filter(Boolean)
        .join(' '),
    ),
  }
}
