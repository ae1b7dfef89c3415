import { headers } from 'next/headers'
import { createLocalReq } from 'payload'
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/bookings/status'
import {
  houseLinesOf,
  templatesOf,
  type HouseLines,
  type StayTemplates,
} from '@/lib/guestStay/stayMessages'
import { reviewOpen, stayLinkLastDay, stayLinkOpen } from '@/lib/guestStay/stayLink'
import { roomsAhead } from '@/lib/bookings/groupStep'
import { readGroupMoney } from '@/collections/Ledger/readStayMoney'
import { leadStay, staysOfGroup } from '@/collections/Bookings/groupStays'
import type { ChargeLine } from '@/lib/money/documentLines'
import { howToPayOf, type HowToPayFacts } from '@/lib/money/howToPay'
import type { StayMoney, StayPayment } from '@/lib/money/stayPriceLines'
import { todayInGhana } from '@/lib/dates'
import { houseTimesOf, houseTimesSentence } from '@/lib/houseTimes'
import { imageVariants } from '@/lib/siteImage'
import { payOffer, type PayOffer } from '@/lib/payments/payOffer'
import type { Booking, Media } from '@/payload-types'

import { stayByToken } from '@/collections/Bookings/guestStay/stayLinks'
import { reviewKey } from '@/collections/Bookings/guestStay/endpoints/guestStay'
import { stayRegisterStatus } from '@/collections/GuestRegister/registerParts'
import type { StayRegisterStatus } from '@/lib/guestRegister/stayRegisterStatus'

import { paymentGateway } from '@/services/payments'
import { clientKey, consumeLimit } from '@/services/rateLimit'
import { answerTooManyRequests } from '@server/page-status.mjs'

import { payloadClient } from './payload'

/** What a guest's private page shows of their stay, and nothing of any other. */
export type StayView = {
  reference: string
  status: string
  checkIn: string
  checkOut: string
  nights: number
  guests: number
  room: {
    name: string
    /** The room's first picture, with its shape, so the page keeps its box before it arrives. */
    photo: { src: string; alt: string; width: number; height: number } | null
  }
  nightPrices: Array<{ night: string; price: number }>
  /**
   * Every room of the stay: one for a stay alone, each room of a group's request in the order
   * chosen, with its party, its status and its price. The money below is theirs together.
   */
  rooms: StayRoomView[]
  money: StayMoney
  payments: StayPayment[]
  extras: ChargeLine[]
  /** The deposit still due with its deadline, and the house's numbers to pay to. */
  howToPay: HowToPayFacts
  /** How many of the stay's guests are registered, and how long the house keeps it. */
  register: StayRegisterStatus
  /** What the guest can pay online now; null when nothing is due or no gateway is set up. */
  payOnline: PayOffer | null
  openUntil: string
  canCancel: boolean
  cancelAsked: boolean
  canReview: boolean
  reviewed: boolean
  house: {
    name: string
    address: string
    landmark: string
    mapLink: string
    phone: string
    whatsapp: string
    /** "Check-in from 2:00 pm, check-out by 11:00 am." from the owner's setting. */
    times: string
  }
}

/** One room of the stay as its page lists it. */
export type StayRoomView = {
  name: string
  guests: number
  status: string
  /** Whole pesewas: the room's price for the stay. */
  price: number
}

function roomViewOf(stay: Booking): StayRoomView {
  return {
    name: typeof stay.room === 'object' && stay.room ? stay.room.name : '',
    guests: stay.guests,
    status: BOOKING_STATUS_LABELS[stay.status as BookingStatus] ?? stay.status,
    price: stay.price ?? 0,
  }
}

/**
 * The stay a token opens while its page is open, or null. Never cached: each guest's page is
 * theirs alone, and a cancelled or paid stay shows so at once.
 */
export async function readStay(token: string): Promise<StayView | null> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const opened = await stayByToken(req, token, 2)
  const today = todayInGhana()
  if (!opened || !stayLinkOpen(opened.checkOut, today)) return null
  // A room of a group's request opens the group's page: its first room speaks for every one.
  const stay = await leadStay(req, opened, 2)
  const rooms = await staysOfGroup(req, stay, 1)
  const [settings, reviews, { money, payments, extras }, register] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    payload.count({
      collection: 'testimonials',
      where: { fromStay: { equals: reviewKey(stay.id) } },
      overrideAccess: true,
      req,
    }),
    readGroupMoney(req, rooms),
    stayRegisterStatus(req, stay, rooms),
  ])
  const room = typeof stay.room === 'object' ? stay.room : null
  const picture = room?.images?.find((image): image is Media => typeof image === 'object')
  const variant = picture ? imageVariants(picture)[0] : undefined
  return {
    reference: stay.group ?? stay.reference ?? '',
    status: BOOKING_STATUS_LABELS[stay.status as BookingStatus] ?? stay.status,
    checkIn: stay.checkIn.slice(0, 10),
    checkOut: stay.checkOut.slice(0, 10),
    nights: stay.nights ?? 0,
    guests: rooms.reduce((sum, each) => sum + each.guests, 0),
    room: {
      name: room?.name ?? '',
      photo:
        variant && picture
          ? {
              src: variant.url,
              alt: picture.alt || room?.name || '',
              // The copies keep the original's shape; a picture stored without its size gets a
              // 4:3 box, the rooms' usual shape.
              width: picture.width || variant.width,
              height: picture.height || Math.round((variant.width * 3) / 4),
            }
          : null,
    },
    // Whole pesewas, as the stay keeps them.
    // A group's nights are priced room by room: its rooms list each room's price instead.
    nightPrices: rooms.length > 1 ? [] : (stay.nightPrices ?? []),
    rooms: rooms.map(roomViewOf),
    money,
    payments,
    extras,
    howToPay: howToPayOf(stay, money, settings),
    payOnline: paymentGateway() ? payOffer(money, stay.status) : null,
    register,
    openUntil: stayLinkLastDay(stay.checkOut),
    // A group's page asks for every room still ahead: open while one of them is not yet asked.
    canCancel: roomsAhead(rooms, today).some((each) => !each.cancelRequestedAt),
    cancelAsked: rooms.some((each) => each.cancelRequestedAt),
    canReview: reviewOpen(stay.status, stay.checkOut, today) && reviews.totalDocs === 0,
    reviewed: reviews.totalDocs > 0,
    house: {
      name: settings.houseName || 'Guest House',
      address: settings.address ?? '',
      landmark: settings.landmark ?? '',
      mapLink: settings.mapLinkUrl ?? '',
      phone: settings.phonePrimary ?? '',
      whatsapp: settings.whatsappNumber ?? '',
      times: houseTimesSentence(houseTimesOf(settings)),
    },
  }
}

/** Why a guest's link shows neither their stay nor its documents: over its limit, or run out. */
export type StayLinkClosed =
  | { state: 'limited' }
  | { state: 'expired'; houseName: string; phone: string }

/**
 * For a token that opened a stay whose page has since closed: the house's name and phone, for the
 * message saying so; nothing of the stay itself. Null for a token that never opened any stay.
 */
export async function readExpiredStay(
  token: string,
): Promise<{ houseName: string; phone: string } | null> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const stay = await stayByToken(req, token, 0)
  if (!stay || stayLinkOpen(stay.checkOut, todayInGhana())) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return { houseName: settings.houseName || 'Guest House', phone: settings.phonePrimary ?? '' }
}

/**
 * Counts this visit to a stay's page against the client's `stayPage` limit, shared with the
 * page's calendar, cancel and review requests: a script walking tokens is held back on the page as
 * on its endpoints. True when the client is over it; the production server then answers 429 with
 * Retry-After, as the endpoints do, so a monitor or a crawler can tell it from the page.
 */
export async function stayPageLimited(): Promise<boolean> {
  const payload = await payloadClient()
  const req = await createLocalReq({ req: { headers: new Headers(await headers()) } }, payload)
  const waitMs = await consumeLimit(req, 'stayPage', clientKey(req))
  if (waitMs > 0) answerTooManyRequests(waitMs / 1000)
  return waitMs > 0
}

/** The owner's saved messages (defaults where none) and the house's lines, for the preview. */
export async function readStayMessages(): Promise<{ templates: StayTemplates; house: HouseLines }> {
  const payload = await payloadClient()
  const [saved, settings] = await Promise.all([
    payload.findGlobal({ slug: 'stay-messages', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  return {
    templates: templatesOf(saved),
    house: houseLinesOf(settings),
  }
}
