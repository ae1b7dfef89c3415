import type { Endpoint, PayloadRequest } from 'payload'

import { stayByToken } from '@/collections/Bookings/guestStay/stayLinks'
import { errorResponse, readJsonObject } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { todayInGhana } from '@/lib/dates'
import { stayLinkOpen } from '@/lib/guestStay/stayLink'
import { guestRegister as text } from '@/lib/messages/guestRegister'
import type { Booking } from '@/payload-types'
import { rateLimit } from '@/services/rateLimit'

import { stayRegisterStatus } from '../registerParts'
import { fieldErrors, saveRegistration } from '../saveRegistration'

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/** The stay of the route's token while its page opens; anything else is the same bare 404. */
async function openStay(req: PayloadRequest): Promise<Booking> {
  const stay = await stayByToken(req, req.routeParams?.token)
  if (!stay || !stayLinkOpen(stay.checkOut, todayInGhana())) {
    throw new Refusal(text.notFound, 404)
  }
  return stay
}

/** Counted against the stay page's limit, like every guest-link call. */
function withGuestStay(answer: (req: PayloadRequest, stay: Booking) => Promise<Response>) {
  return async (req: PayloadRequest) => {
    try {
      const limited = await rateLimit(req, 'stayPage')
      if (limited) return limited
      return await answer(req, await openStay(req))
    } catch (error) {
      return errorResponse(req, error, text.registerFailed)
    }
  }
}

/**
 * `GET /api/guest-registrations/stay/{token}`: how many of the stay's guests are registered, and
 * how long the house keeps what they give. Never a name or a number: a link can be forwarded.
 */
export const guestRegisterStatus: Endpoint = {
  path: '/stay/:token',
  method: 'get',
  handler: withGuestStay(async (req, stay) =>
    Response.json(await stayRegisterStatus(req, stay), { headers: noStore }),
  ),
}

/**
 * `POST /api/guest-registrations/stay/{token}`: a guest registers before arrival from their stay
 * page; staff see the line as registered online.
 */
export const registerOnline: Endpoint = {
  path: '/stay/:token',
  method: 'post',
  handler: withGuestStay(async (req, stay) => {
    const body = await readJsonObject(req)
    const saved = await saveRegistration(req, stay, body, { online: true })
    if (!saved.ok) return fieldErrors(saved.errors)
    return Response.json({ success: true, message: text.registeredOnline }, { headers: noStore })
  }),
}
