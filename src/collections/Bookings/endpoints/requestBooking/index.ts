import type { Endpoint, PayloadRequest } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { errorResponse, readJsonObject } from '@/http/responses'
import { stayNights } from '@/lib/bookings/availability'
import { childPolicyOf } from '@/lib/bookings/party'
import { MESSAGES } from '@/lib/messages'
import { rateLimit } from '@/services/rateLimit'

import {
  findByRequestId,
  makeRequestedStays,
  queueRequestEmails,
  refuseTakenNights,
} from './makeStays'
import { priceRequestedStays } from './priceStays'
import { readBookingRequest } from './readRequest'
import { requestReply } from './requestReply'

/**
 * `POST /api/bookings/request`: a guest's request from /bookings, stored as `requested` from the
 * website before the page opens WhatsApp. The page's request id makes a double tap or a resend one
 * request. A group asks for further rooms in `moreRooms` (`[{ roomId, guests }]`): the request is
 * then one stay a room, every one carrying the first stay's reference in `group`, and that
 * reference is the one the guest is given. Each room's `children` are the young children among its
 * `guests`: the room is sized and priced for them only when the owner counts them. Each stay is
 * priced night by night as the rates stand
 * now, and the price is stored with it. Refusals (bad input, a party too large for its room or a
 * stay shorter than its dates ask 400, a room not free 409, a flood 429) store nothing. The house's
 * email and the guest's acknowledgement, naming every room, are queued like contact messages, and
 * like theirs the acknowledgements to one address are limited to a few a day.
 */
export const requestBooking: Endpoint = {
  path: '/request',
  method: 'post',
  handler: async (req) => {
    try {
      const limited = await limitGuests(req)
      if (limited) return limited
      const { requestId, form, asked } = readBookingRequest(await readJsonObject(req))
      const settings = await req.payload.findGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        req,
      })
      const nights = stayNights(form.checkIn, form.checkOut)
      const policy = childPolicyOf(settings)
      const stays = await priceRequestedStays(req, form, asked, nights, policy)
      const reply = requestReply(settings.whatsappNumber ?? '', form, stays, policy)

      const earlier = await findByRequestId(req, requestId)
      if (earlier) return reply(earlier)
      await refuseTakenNights(req, stays, nights)
      const made = await makeRequestedStays(req, form, stays, requestId)
      if (!made.twin) await queueRequestEmails(req, made.booking)
      return reply(made.booking)
    } catch (error) {
      return errorResponse(req, error, MESSAGES.bookingRequest.requestFailed)
    }
  },
}

/**
 * The client counted against its request limit: reception enters phone bookings in bursts, so
 * staff never are.
 */
function limitGuests(req: PayloadRequest): Promise<Response | null> {
  return hasBookingsRole(req.user) ? Promise.resolve(null) : rateLimit(req, 'bookingRequest')
}
