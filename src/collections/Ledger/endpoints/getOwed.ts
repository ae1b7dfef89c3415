import type { Endpoint, PayloadRequest } from 'payload'

import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { requireBookingsStaff } from '@/http/staffRequest'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { readOwedPage } from '../owed/readOwed'

/**
 * `GET /api/bookings/owed?page=N`: the stays whose guests have left with money still due, oldest
 * first, a page at a time, with the sum of them all; each with its phone and the owner's
 * balance-due message for WhatsApp. Admins and reception: the desk chases what is owed.
 */
export const getOwed: Endpoint = {
  path: '/owed',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const data = await readOwedPage(req, todayInGhana(), askedPage(req))
      return Response.json(data, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.owed.fetchFailed)
    }
  },
}

function askedPage(req: PayloadRequest): number {
  const asked = req.searchParams.get('page')
  if (asked === null || asked === '') return 1
  if (!/^[1-9]\d{0,5}$/.test(asked)) throw new Refusal(MESSAGES.owed.badPage, 400)
  return Number(asked)
}
