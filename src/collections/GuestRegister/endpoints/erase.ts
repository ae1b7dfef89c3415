import type { Endpoint } from 'payload'

import { errorResponse, requireAdmin } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { guestRegister as text } from '@/lib/messages/guestRegister'

/**
 * `POST /api/guest-registrations/{id}/erase`: an admin erases a guest's registration on their
 * request. The line stays in the book (its stay, dates and room, which the ledger's stay keeps
 * anyway) with every detail of the guest gone. Admins only.
 */
export const erase: Endpoint = {
  path: '/:id/erase',
  method: 'post',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const id = String(req.routeParams?.id ?? '')
      const registration = await req.payload
        .findByID({ collection: 'guest-registrations', id, depth: 0, overrideAccess: true, req })
        .catch(() => null)
      if (!registration) throw new Refusal(text.notFound, 404)
      if (registration.erasedOnRequestAt) throw new Refusal(text.alreadyErased, 409)
      const now = new Date().toISOString()
      await req.payload.update({
        collection: 'guest-registrations',
        id,
        data: {
          fullName: text.erasedName,
          nationality: '—',
          documentNumber: null,
          documentMasked: null,
          dateOfBirth: null,
          address: null,
          phone: null,
          phoneKey: null,
          arrivingFrom: null,
          goingTo: null,
          stayDocumentKey: `erased:${id}`,
          detailsErasedAt: registration.detailsErasedAt ?? now,
          erasedOnRequestAt: now,
        },
        overrideAccess: true,
        req,
      })
      return Response.json({ success: true, message: text.erased })
    } catch (error) {
      return errorResponse(req, error, text.eraseFailed)
    }
  },
}
