import { headers } from 'next/headers'
import { createLocalReq, type PayloadRequest } from 'payload'

import { readLedger } from '@/collections/Ledger/readLedger'
import { stayTaxes } from '@/collections/Ledger/stayTaxes'
import { stayByToken, stayPageUrl } from '@/collections/Bookings/guestStay/stayLinks'
import { staysOfGroup } from '@/collections/Bookings/groupStays'
import { leadRoom } from '@/lib/bookings/groupStep'
import { groupInvoiceTaxes } from '@/lib/money/groupInvoice'
import { groupMoney } from '@/lib/money/groupMoney'
import { bookingMoney, type StayMoney } from '@/lib/money/ledger'
import {
  documentLines,
  invoiceNumber,
  type DocumentLine,
  type InvoiceTaxes,
} from '@/lib/money/documentLines'
import { howToPayOf, type HowToPayFacts } from '@/lib/money/howToPay'
import { stayLinkOpen, typedDetailsShown } from '@/lib/guestStay/stayLink'
import { todayInGhana } from '@/lib/dates'
import { housePhones } from '@/lib/siteSettings'
import type { Booking } from '@/payload-types'

import { payloadClient } from './payload'
import { readExpiredStay, stayPageLimited, type StayLinkClosed } from './stay'

/** What a stay's invoice and receipts print: the house, the guest, the nights and the money. */
export type StayDocuments = {
  invoiceNumber: string
  /** YYYY-MM-DD: the day the document is printed. */
  issued: string
  reference: string
  guest: { name: string; phone: string; email: string }
  room: string
  checkIn: string
  checkOut: string
  nights: number
  guests: number
  /** Whole pesewas, as the stay was agreed. */
  nightPrices: Array<{ night: string; price: number }>
  lines: DocumentLine[]
  /** What the stay owes line by line (each night, each charge), with its net price and taxes. */
  taxes: InvoiceTaxes
  /** The stay's money by the ledger's rules, read as the desk and the guest's page read it. */
  money: StayMoney
  /** The deposit still due with its deadline, and the house's numbers to pay to. */
  howToPay: HowToPayFacts
  house: {
    name: string
    address: string
    landmark: string
    phones: string[]
    email: string
    /** The house's taxpayer identification number and tourism licence, empty until set. */
    tin: string
    tourismLicence: string
  }
}

/** One room's part of the documents: its ledger, its invoice lines and its money. */
async function roomParts(req: PayloadRequest, stay: Booking) {
  const entries = await readLedger(req, [stay.id])
  const taxes = await stayTaxes(req, stay, entries)
  const money = bookingMoney({ ...stay, ledger: { docs: entries } })
  const room = typeof stay.room === 'object' && stay.room ? stay.room.name : ''
  return { stay, entries, taxes, money, room }
}

/**
 * A stay's documents as `reader` may see them: staff see the guest's details as typed, a guest's
 * link sees them masked until staff have confirmed the stay. A room of a group's request prints
 * the group's: one invoice under the group's reference with every room's nights, charges and
 * payments, and the money of the rooms together (`groupMoney`).
 */
export async function documentsOf(
  req: PayloadRequest,
  stay: Booking,
  reader: 'guest' | 'staff',
): Promise<StayDocuments> {
  const stays = await staysOfGroup(req, stay, 1)
  const lead = stay.group ? (leadRoom(stay.group, stays) ?? stay) : stay
  const [settings, parts] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    Promise.all(stays.map((each) => roomParts(req, each))),
  ])
  const single = parts.length === 1 ? parts[0] : null
  const money = single ? single.money : groupMoney(parts.map((part) => part.money))
  const typed = { name: lead.guestName, phone: lead.phone ?? '', email: lead.email ?? '' }
  const reference = lead.group ?? lead.reference ?? ''
  return {
    invoiceNumber: invoiceNumber(reference),
    issued: todayInGhana(),
    reference,
    guest: reader === 'staff' ? typed : typedDetailsShown(lead.status, typed),
    room: parts.map((part) => part.room).join(', '),
    checkIn: lead.checkIn.slice(0, 10),
    checkOut: lead.checkOut.slice(0, 10),
    nights: lead.nights ?? 0,
    guests: stays.reduce((sum, each) => sum + each.guests, 0),
    nightPrices: stays.flatMap((each) => each.nightPrices ?? []),
    lines: documentLines(parts.flatMap((part) => part.entries)),
    taxes: single ? single.taxes : groupInvoiceTaxes(parts),
    money,
    howToPay: howToPayOf(lead, money, settings),
    house: {
      name: settings.houseName || 'Guest House',
      address: settings.address ?? '',
      landmark: settings.landmark ?? '',
      phones: housePhones(settings),
      email: settings.email ?? '',
      tin: settings.tin ?? '',
      tourismLicence: settings.tourismLicence ?? '',
    },
  }
}

/** What a guest's link opens for the documents, counted as a visit to the stay's page. */
export type GuestDocuments = StayLinkClosed | { state: 'open'; documents: StayDocuments } | null

/**
 * The documents of the stay a token opens, under the same rules as its page: counted against the
 * client's `stayPage` limit before any lookup, open while the link is, an expired link saying so,
 * and null (a bare 404) for a token that never opened a stay. Never cached.
 */
export async function readGuestDocuments(token: string): Promise<GuestDocuments> {
  if (await stayPageLimited()) return { state: 'limited' }
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const stay = await stayByToken(req, token, 1)
  if (stay && stayLinkOpen(stay.checkOut, todayInGhana())) {
    return { state: 'open', documents: await documentsOf(req, stay, 'guest') }
  }
  const expired = await readExpiredStay(token)
  return expired ? { state: 'expired', ...expired } : null
}

/**
 * A stay's documents for the signed-in member of staff who may read the booking, with the guest's
 * own link to them (made the first time it is asked for, as the desk's messages make it), or null
 * when the session may not read it or there is no such stay.
 */
export async function readDeskDocuments(
  bookingId: string,
): Promise<{ documents: StayDocuments; stayUrl: string } | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: new Headers(await headers()) })
  if (!user || user.collection !== 'users') return null
  const req = await createLocalReq({ user }, payload)
  const allowed = await payload.find({
    collection: 'bookings',
    where: { id: { equals: bookingId } },
    limit: 1,
    depth: 0,
    select: { reference: true },
    overrideAccess: false,
    user,
    req,
  })
  if (!allowed.docs.length) return null
  // Access granted, the stay is read whole: its link's key is hidden from every API answer.
  const stay = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const [documents, stayUrl] = await Promise.all([documentsOf(req, stay, 'staff'), stayPageUrl(req, stay)])
  return { documents, stayUrl }
}
