import type { Endpoint } from 'payload'

import { withStayToken } from '@/collections/Bookings/guestStay/endpoints/guestStay'
import { readJsonObject } from '@/http/responses'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { registerRoomsOf, stayRegisterStatus } from '../registerParts'
import { fieldErrors, saveRegistration } from '../saveRegistration'

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/** A room's place in its group as the page sends it (a number or its digits), or -1. */
function roomPlace(value: unknown): number {
  const place = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof place === 'number' && Number.isInteger(place) && place >= 0 ? place : -1
}

/**
 * `GET /api/guest-registrations/stay/{token}`: how many of the stay's guests are registered, and
 * how long the house keeps what they give. Never a name or a number: a link can be forwarded.
 */
export const guestRegisterStatus: Endpoint = {
  path: '/stay/:token',
  method: 'get',
  handler: withStayToken(text.registerFailed, async (req, stay) => {
    const rooms = await registerRoomsOf(req, stay)
    return Response.json(await stayRegisterStatus(req, stay, rooms), { headers: noStore })
  }),
}

/**
 * `POST /api/guest-registrations/stay/{token}`: a guest registers before arrival from their stay
 * page; staff see the line as registered online. A group's page registers each guest against the
 * room they stay in, `room` being its place among the group's rooms (0 the first): that room's
 * check-in counts them.
 */
export const registerOnline: Endpoint = {
  path: '/stay/:token',
  method: 'post',
  handler: withStayToken(text.registerFailed, async (req, stay) => {
    const body = await readJsonObject(req)
    const rooms = await registerRoomsOf(req, stay)
    const room = rooms.length === 1 ? rooms[0] : rooms[roomPlace(body.room)]
    if (!room) return fieldErrors({ room: text.chooseRoom })
    const saved = await saveRegistration(req, room, body, { online: true })
    if (!saved.ok) return fieldErrors(saved.errors)
    return Response.json({ success: true, message: text.registeredOnline }, { headers: noStore })
  }),
}
