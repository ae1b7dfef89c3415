import type { PayloadRequest, RequestContext } from 'payload'

import { Refusal } from '@/http/refusal'
import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { isBookingStatus, type BookingStatus } from '@/lib/bookings/status'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { staleRefusal } from '../../nightClaims'
import { historyEntry, type HistoryEntry } from '../history'

/**
 * What the desk's endpoints add to a write, on the operation's context: the status the member of
 * staff saw, an undo, an admin's reason for an early check-in or no-show, or an expiry.
 */
export type DeskIntent = {
  seenStatus?: string
  undo?: boolean
  reason?: string
  expiredAfterHours?: number
  /** The desk's change of a stay keeping the price agreed (`settlePrice` says who may). */
  keepPrice?: boolean
}
export const DESK_INTENT = 'deskIntent'

/** One write of a booking as its checks read it, with the history lines it adds. */
export type BookingWrite = {
  req: PayloadRequest
  /** The stored booking an update changes; none for a new one. */
  before: Booking | undefined
  /** The booking as it will be: the stored one with the write's data over it. */
  next: Booking
  intent: DeskIntent
  status: BookingStatus
  checkIn: string
  checkOut: string
  nights: string[]
  today: string
  added: HistoryEntry[]
}

/**
 * The write read for its checks: a stay of at least one night, a status the desk saw still
 * stored (409 otherwise), and a status that exists.
 */
export function readBookingWrite(
  req: PayloadRequest,
  before: Booking | undefined,
  data: Partial<Booking>,
  context: RequestContext | undefined,
): BookingWrite {
  const intent = (context?.[DESK_INTENT] ?? {}) as DeskIntent
  const next = { ...before, ...data } as Booking
  const checkIn = ghanaDay(next.checkIn)
  const checkOut = ghanaDay(next.checkOut)
  const nights = stayNights(checkIn, checkOut)
  if (!nights.length) throw new Refusal(MESSAGES.contact.checkOutBeforeCheckIn, 400)
  const today = todayInGhana()
  if (before && intent.seenStatus !== undefined && intent.seenStatus !== before.status) {
    throw staleRefusal(before.status)
  }
  const status = next.status as BookingStatus
  if (!isBookingStatus(status)) throw new Refusal(MESSAGES.booking.createStatus, 400)
  return { req, before, next, intent, status, checkIn, checkOut, nights, today, added: [] }
}

/** Adds a line to the write's history, by whoever made the write. */
export function record(write: BookingWrite, action: string, detail: string): void {
  write.added.push(historyEntry(write.req, write.next.source, action, detail))
}
