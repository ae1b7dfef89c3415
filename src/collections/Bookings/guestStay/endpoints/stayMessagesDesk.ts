import type { Endpoint } from 'payload'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { deskMoments, whatsappOpened } from '@/lib/guestStay/stayMessageMoments'
import { STAY_MOMENT_LABELS, STAY_MOMENTS, type StayMoment } from '@/lib/guestStay/stayMessages'
import { readDeskMoney } from '@/collections/Ledger/groupStayMoney'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { payOffer } from '@/lib/payments/payOffer'
import { paymentGateway } from '@/services/payments'
import { whatsappLink } from '@/lib/whatsapp'

import { historyEntry, pushHistory } from '../../hooks/history'
import { roomsTogether } from '../roomsTogether'
import { composeStayMessage } from '../stayMessageText'
import { readBack, requireBookingsStaff, routeBooking } from '@/http/staffRequest'

export type DeskMessage = { moment: StayMoment; label: string; link: string; opened: boolean }

/**
 * `GET /api/bookings/{id}/messages`: the stay's messages staff can send from the house phone, each
 * as a `wa.me` link to the guest's number with the text filled in. Bookings staff only.
 */
export const listStayMessages: Endpoint = {
  path: '/:id/messages',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const found = await routeBooking(req)
      const booking = await readBack(req, String(found.id))
      if (!booking.phone) {
        return Response.json({ messages: [] }, { headers: { 'Cache-Control': 'no-store' } })
      }
      const opened = whatsappOpened(booking)
      const money = await readDeskMoney(req, booking)
      const moments = deskMoments({
        status: booking.status,
        balance: money.balance,
        payableOnline: paymentGateway() !== null && payOffer(money, booking.status) !== null,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        expired: (booking.history ?? []).some((e) => e.action === MESSAGES.booking.expired),
        today: todayInGhana(),
      })
      const messages: DeskMessage[] = []
      for (const moment of moments) {
        // A group's reminder, balance or thanks names every room arriving or leaving with it.
        const rooms = await roomsTogether(req, booking, moment)
        const message = await composeStayMessage(req, rooms, moment, 'whatsapp')
        messages.push({
          moment,
          label: STAY_MOMENT_LABELS[moment],
          link: whatsappLink(booking.phone, message.text),
          opened: opened.has(STAY_MOMENT_LABELS[moment]),
        })
      }
      return Response.json({ messages }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.stayMessages.fetchFailed)
    }
  },
}

/**
 * `POST /api/bookings/{id}/messages` with `{ moment }`: staff opened that message in WhatsApp to
 * send it. Recorded in the history (of every room of a group it names), which takes it off
 * Today's list. Bookings staff only.
 */
export const recordStayMessage: Endpoint = {
  path: '/:id/messages',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const moment = optionalString(body, 'moment')
      if (!(STAY_MOMENTS as readonly string[]).includes(moment)) {
        throw new Refusal(MESSAGES.stayMessages.unknownMoment, 400)
      }
      const booking = await routeBooking(req)
      if (!booking.phone) throw new Refusal(MESSAGES.stayMessages.noPhone, 400)
      // Sent once for a group's rooms it names: each room's history says so, and Today drops it.
      for (const room of await roomsTogether(req, booking, moment as StayMoment)) {
        const entry = historyEntry(
          req,
          booking.source,
          MESSAGES.stayMessages.whatsappOpened,
          STAY_MOMENT_LABELS[moment as StayMoment],
        )
        await pushHistory(req, room.id, entry)
      }
      return Response.json({ booking: await readBack(req, String(booking.id)) })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.stayMessages.fetchFailed)
    }
  },
}
