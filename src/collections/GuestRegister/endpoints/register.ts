import type { Endpoint } from 'payload'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { bookingById, requireBookingsStaff } from '@/http/staffRequest'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { fieldErrors, saveRegistration } from '../saveRegistration'

/**
 * `POST /api/guest-registrations/register` with `{ bookingId, ...fields, sameDocumentAs? }`: the
 * desk registers one guest of a stay. `sameDocumentAs` is a returning guest's earlier
 * registration: its document, number and birth date are copied on the server, so the desk
 * neither types nor sees them again. Admins and reception only.
 */
export const register: Endpoint = {
  path: '/register',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const booking = await bookingById(req, optionalString(body, 'bookingId'))
      const earlierId = optionalString(body, 'sameDocumentAs')
      if (earlierId && !optionalString(body, 'documentNumber')) {
        const earlier = await req.payload
          .findByID({
            collection: 'guest-registrations',
            id: earlierId,
            depth: 0,
            overrideAccess: true,
            req,
          })
          .catch(() => null)
        if (earlier?.documentNumber) {
          Object.assign(body, {
            documentType: earlier.documentType,
            documentNumber: earlier.documentNumber,
            dateOfBirth: body.dateOfBirth || earlier.dateOfBirth,
          })
        }
      }
      const saved = await saveRegistration(req, booking, body, {
        online: false,
        userId: String(req.user.id),
      })
      if (!saved.ok) return fieldErrors(saved.errors)
      return Response.json({
        success: true,
        message: text.registered(saved.registration.fullName),
        registration: { id: saved.registration.id, fullName: saved.registration.fullName },
      })
    } catch (error) {
      return errorResponse(req, error, text.registerFailed)
    }
  },
}
