import type { SiteSetting } from '@/payload-types'

import { writtenInternationalPhone } from '@/lib/phone'
import { housePhones } from '@/lib/siteSettings'
import { type HouseTimes, houseTimesOf, houseTimesSentence } from '@/lib/houseTimes'

/**
 * The messages a guest gets at each moment of a stay, worded by the owner: a template with
 * `{placeholders}`, filled from the stay. The same text goes by email and as a WhatsApp message.
 */

export const STAY_MOMENTS = [
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'balanceDue',
  'payLink',
  'dayBefore',
  'afterStay',
] as const
export type StayMoment = (typeof STAY_MOMENTS)[number]

export const STAY_MOMENT_LABELS: Record<StayMoment, string> = {
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Request expired',
  balanceDue: 'Deposit or balance due',
  payLink: 'Payment link',
  dayBefore: 'The day before arrival',
  afterStay: 'After check-out',
}

export const PLACEHOLDERS = [
  'name',
  'reference',
  'checkIn',
  'checkOut',
  'nights',
  'room',
  'total',
  'balance',
  'deposit',
  'depositDueBy',
  'howToPay',
  'amountDue',
  'link',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
export type StayValues = Record<Placeholder, string>

export type Template = { subject: string; body: string }
export type StayTemplates = Record<StayMoment, Template>

export const DEFAULT_TEMPLATES: StayTemplates = {
  confirmed: {
    subject: 'Your stay {reference} is confirmed',
    body: 'Hello {name}, your stay in the {room} from {checkIn} to {checkOut} ({nights} nights, {total}) is confirmed. Reference: {reference}. {depositDueBy} Your stay’s page, with directions and payments: {link}',
  },
  declined: {
    subject: 'Your booking request {reference}',
    body: 'Hello {name}, we are sorry: we cannot take your request {reference} for the {room} from {checkIn} to {checkOut}. Please ask us for other dates.',
  },
  cancelled: {
    subject: 'Your stay {reference} is cancelled',
    body: 'Hello {name}, your stay {reference} in the {room} from {checkIn} to {checkOut} is cancelled. We hope to welcome you another time.',
  },
  expired: {
    subject: 'Your booking request {reference} has lapsed',
    body: 'Hello {name}, we could not answer your request {reference} for the {room} from {checkIn} to {checkOut} in time, so it has lapsed and the room is not held for you. Send a new request to book these dates.',
  },
  balanceDue: {
    subject: 'Payment for your stay {reference}',
    body: 'Hello {name}, {balance} of the {total} for your stay {reference} from {checkIn} is still to pay. {depositDueBy} {howToPay} Your stay’s page: {link}',
  },
  payLink: {
    subject: 'Pay for your stay {reference}',
    body: 'Hello {name}, {amountDue} is due for your stay {reference} from {checkIn}. Pay it with mobile money from your phone on your stay’s page: {link}',
  },
  dayBefore: {
    subject: 'See you tomorrow: your stay {reference}',
    body: 'Hello {name}, we look forward to welcoming you tomorrow, {checkIn}, in the {room}. Your stay’s page: {link}',
  },
  afterStay: {
    subject: 'Thank you for staying with us',
    body: 'Hello {name}, thank you for staying with us. Tell us how it was in a few lines: {link}',
  },
}

const PLACEHOLDER = /\{([^{}\s]*)\}/g

/** Every `{word}` in the text that is not one of the placeholders, each once. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PLACEHOLDERS)
  const unknown = new Set<string>()
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!known.has(match[1])) unknown.add(match[1])
  }
  return [...unknown]
}

/** Why a template cannot be saved, or null. */
export function templateProblem(text: unknown): string | null {
  if (typeof text !== 'string' || !text.trim()) return 'Write the message: it cannot be empty'
  if (text.length > 1000) return 'Keep the message under 1000 characters'
  const unknown = unknownPlaceholders(text)
  if (unknown.length) {
    return `Unknown placeholder${unknown.length === 1 ? '' : 's'} ${unknown.map((word) => `{${word}}`).join(', ')}: use only ${PLACEHOLDERS.map((word) => `{${word}}`).join(', ')}`
  }
  return null
}

/** A placeholder with the one space before it, which goes with it when its value is empty. */
const SPACED_PLACEHOLDER = / ?\{([^{}\s]*)\}/g

/**
 * A placeholder introduced by its label, "Your stay’s page: {link}": the label from the start of
 * its sentence (never across another placeholder), the colon, the placeholder and its full stop.
 */
const LABELLED_PLACEHOLDER = /\n?[^.!?\n{}:]*\p{L}[^.!?\n{}:]*:[ \t]*\{([^{}\s]*)\}[.!?]?/gu

const isEmpty = (word: string, values: StayValues) =>
  (PLACEHOLDERS as readonly string[]).includes(word) && !values[word as Placeholder]

/**
 * The text with each placeholder replaced by the stay's value, in one pass (values are not re-read).
 * A placeholder with nothing to say (no deposit due) leaves no double space behind, and one with a
 * label goes with its label: a stay's page that no longer opens leaves no "Your stay’s page:"
 * pointing at nothing.
 */
export function fillTemplate(text: string, values: StayValues): string {
  const unlabelled = text.replace(LABELLED_PLACEHOLDER, (whole, word: string) =>
    isEmpty(word, values) ? '' : whole,
  )
  return unlabelled.replace(SPACED_PLACEHOLDER, (whole, word: string) => {
    if (!(PLACEHOLDERS as readonly string[]).includes(word)) return whole
    const value = values[word as Placeholder]
    return value ? `${whole.startsWith(' ') ? ' ' : ''}${value}` : ''
  })
}

/** The owner's templates where saved and valid, the defaults elsewhere. */
export function templatesOf(
  saved: Partial<Record<StayMoment, Partial<Template> | null>> | null | undefined,
): StayTemplates {
  const out = { ...DEFAULT_TEMPLATES }
  for (const moment of STAY_MOMENTS) {
    const own = saved?.[moment]
    out[moment] = {
      subject:
        own?.subject && !templateProblem(own.subject)
          ? own.subject
          : DEFAULT_TEMPLATES[moment].subject,
      body: own?.body && !templateProblem(own.body) ? own.body : DEFAULT_TEMPLATES[moment].body,
    }
  }
  return out
}

/** What the house adds under the day-before message: directions, check-in and check-out times and numbers. */
export type HouseLines = {
  houseName: string
  address?: string | null
  landmark?: string | null
  mapLink?: string | null
  times: HouseTimes
  phones: string[]
}

/** The house's lines a message closes with, as the site settings hold them. */
export function houseLinesOf(
  settings: Pick<
    SiteSetting,
    | 'houseName'
    | 'address'
    | 'landmark'
    | 'mapLinkUrl'
    | 'checkInTime'
    | 'checkOutTime'
    | 'phonePrimary'
    | 'phoneSecondary'
  >,
): HouseLines {
  return {
    houseName: settings.houseName || 'Guest House',
    address: settings.address,
    landmark: settings.landmark,
    mapLink: settings.mapLinkUrl,
    times: houseTimesOf(settings),
    phones: housePhones(settings),
  }
}

function houseLines(moment: StayMoment, house: HouseLines): string[] {
  const phones = house.phones.length
    ? [`Call or WhatsApp us: ${house.phones.map(writtenInternationalPhone).join(' or ')}`]
    : []
  if (moment !== 'dayBefore') return phones
  return [
    houseTimesSentence(house.times),
    house.address ? `Address: ${house.address}` : '',
    house.landmark ?? '',
    house.mapLink ? `Map: ${house.mapLink}` : '',
    ...phones,
  ].filter(Boolean)
}

export type StayMessage = { subject: string; text: string }

/** One moment's message for one stay: the owner's words, then the house's own lines. */
export function stayMessage(
  moment: StayMoment,
  templates: StayTemplates,
  values: StayValues | StayValues[],
  house: HouseLines,
): StayMessage {
  const template = templates[moment]
  // Several rooms of one request: the owner's words once for each room, in one message under the
  // first room's subject (its reference is the group's), the house's lines once.
  const rooms = Array.isArray(values) ? values : [values]
  const body = rooms.map((room) => fillTemplate(template.body, room)).join('\n\n')
  return {
    subject: fillTemplate(template.subject, rooms[0])
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    text: [body, '', ...houseLines(moment, house), '', house.houseName].join('\n').trim(),
  }
}

/** A stay of a sample guest, for the owner's preview. */
export const SAMPLE_VALUES: StayValues = {
  name: 'Ama',
  reference: 'GH-2K7Q4M',
  checkIn: 'Fri 12 June 2026',
  checkOut: 'Mon 15 June 2026',
  nights: '3',
  room: 'Garden Room',
  total: '₵1,350.00',
  balance: '₵900.00',
  deposit: '₵450.00',
  depositDueBy: 'The deposit of ₵450.00 is due by Tue 9 June 2026.',
  howToPay:
    'Pay by mobile money to MTN merchant ID 123456 (Royal Palm Guest House), quoting your reference GH-2K7Q4M.',
  amountDue: '₵450.00',
  link: 'https://example.com/stay/…',
}
