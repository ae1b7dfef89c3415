import type { Endpoint } from 'payload'

import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { requireBookingsStaff } from '@/http/staffRequest'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { recordViews } from '../registerParts'

/**
 * `POST /api/guest-registrations/{id}/reveal`: a guest's full document number and date of birth,
 * for admins and reception, each view recorded (who, when, which guest). A POST, so no cache or
 * prefetch ever fetches it unseen.
 */
export const reveal: Endpoint = {
  path: '/:id/reveal',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const registration = await req.payload
        .findByID({
          collection: 'guest-registrations',
          id: String(req.routeParams?.id ?? ''),
          depth: 0,
          overrideAccess: true,
          req,
        })
        .catch(() => null)
      if (!registration) throw new Refusal(text.notFound, 404)
      await recordViews(req, [registration], 'reveal')
      return Response.json(
        {
          success: true,
          documentNumber: registration.documentNumber ?? null,
          dateOfBirth: registration.dateOfBirth ?? null,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, text.revealFailed)
    }
  },
}
