import type { Endpoint } from 'payload'

import { stayPageUrl } from '@/collections/Bookings/guestStay/stayLinks'
import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { guestPayments as text } from '@/lib/messages/guestPayments'
import { rateLimit } from '@/services/rateLimit'

import { attemptByReference } from '../attempts'
import { verifyAttempt } from '../verifyAttempt'

/**
 * `GET /api/online-payments/return?reference=REF&trxref=REF`: where the gateway sends the guest
 * back. The payment is verified with the gateway here (the browser's word is never taken), then
 * the guest is sent to their stay's page with `?payment=REF`, which shows what became of it.
 * References are long and random, and counted against the stay page's limit, so the address
 * opens no one else's page by guessing.
 */
export const gatewayReturn: Endpoint = {
  path: '/return',
  method: 'get',
  handler: async (req) => {
    try {
      const limited = await rateLimit(req, 'stayPage')
      if (limited) return limited
      const reference = req.searchParams.get('reference') ?? req.searchParams.get('trxref') ?? ''
      const attempt = await attemptByReference(req, reference)
      if (!attempt) throw new Refusal(text.notFound, 404)
      await verifyAttempt(req, attempt)
      const stay = await req.payload.findByID({
        collection: 'bookings',
        id: String(attempt.booking),
        depth: 0,
        overrideAccess: true,
        req,
      })
      const page = `${await stayPageUrl(req, stay)}?payment=${encodeURIComponent(attempt.reference)}`
      return new Response(null, {
        status: 303,
        headers: { Location: page, 'Cache-Control': 'no-store' },
      })
    } catch (error) {
      return errorResponse(req, error, text.statusFailed)
    }
  },
}
