import type { Endpoint } from 'payload'

import { errorResponse } from '@/http/responses'
import { requireBookingsStaff } from '@/http/staffRequest'
import { phoneKey } from '@/lib/guestRegister/readRegistration'
import { guestRegister as text } from '@/lib/messages/guestRegister'

/**
 * `GET /api/guest-registrations/returning?phone=…`: what a returning guest gave last time, matched
 * on their phone, for the desk's form to offer again. Their document number and birth date are
 * not sent: the desk keeps the same document by `sameDocumentAs`, which copies them on the server.
 */
export const returning: Endpoint = {
  path: '/returning',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const key = phoneKey(req.searchParams.get('phone') ?? '')
      if (key.length < 7) return Response.json({ earlier: null })
      const found = await req.payload.find({
        collection: 'guest-registrations',
        where: { phoneKey: { equals: key } },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const last = found.docs[0]
      return Response.json(
        {
          earlier: last
            ? {
                id: last.id,
                fullName: last.fullName,
                nationality: last.nationality,
                documentType: last.documentType,
                documentMasked: last.documentNumber ? last.documentMasked : null,
                address: last.address ?? '',
                phone: last.phone ?? '',
                arrivingFrom: last.arrivingFrom ?? '',
                goingTo: last.goingTo ?? '',
                purpose: last.purpose,
              }
            : null,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, text.readFailed)
    }
  },
}
