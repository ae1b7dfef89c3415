import type { Endpoint } from 'payload'

import { withStayToken } from '@/collections/Bookings/guestStay/endpoints/guestStay'
import { readJsonObject } from '@/http/responses'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { stayRegisterStatus } from '../registerParts'
import { fieldErrors, saveRegistration } from '../saveRegistration'

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * `GET /api/guest-registrations/stay/{token}`: how many of the stay's guests are registered, and
 * how long the house keeps what they give. Never a name or a number: a link can be forwarded.
 */
export const guestRegisterStatus: Endpoint = {
  path: '/stay/:token',
  method: 'get',
  handler: withStayToken(text.registerFailed, async (req, stay) =>
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
  handler: withStayToken(text.registerFailed, async (req, stay) => {
    const body = await readJsonObject(req)
    const saved = await saveRegistration(req, stay, body, { online: true })
    if (!saved.ok) return fieldErrors(saved.errors)
    return Response.json({ success: true, message: text.registeredOnline }, { headers: noStore })
  }),
}
