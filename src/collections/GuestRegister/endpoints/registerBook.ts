import type { Endpoint, Where } from 'payload'

import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { requireBookingsStaff } from '@/http/staffRequest'
import { addDays, isCalendarDay, todayInGhana } from '@/lib/dates'
import { normalizeDocumentNumber } from '@/lib/guestRegister/documents'
import { inHouseOn, numberBook } from '@/lib/guestRegister/registerBook'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { roomNameOf, stayDays } from '../registerParts'
import { registrationsOfStays } from '../registrationsOfStays'

const SEARCH_MAX = 60

function dayParam(value: string | null, fallback: string): string {
  if (!value) return fallback
  if (!isCalendarDay(value)) throw new Refusal(text.badDay, 400)
  return value
}

/**
 * `GET /api/guest-registrations/book?day=YYYY-MM-DD` (who slept in the house that night, tonight
 * by default) or `?from=…&to=…` (every guest who arrived in those days, the book to print), with
 * `q` to search by name or by whole document number. One line per guest per stay, numbered in
 * order of arrival; document numbers masked. Admins and reception only.
 */
export const registerBook: Endpoint = {
  path: '/book',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const q = (req.searchParams.get('q') ?? '').trim()
      if (q.length > SEARCH_MAX) throw new Refusal(text.searchTooLong, 400)
      const fromParam = req.searchParams.get('from')
      let stayWhere: Where
      let night: string | null = null
      if (fromParam) {
        const from = dayParam(fromParam, '')
        const to = dayParam(req.searchParams.get('to'), from)
        stayWhere = {
          and: [
            { checkIn: { greater_than_equal: from } },
            { checkIn: { less_than: addDays(to, 1) } },
          ],
        }
      } else {
        night = dayParam(req.searchParams.get('day'), todayInGhana())
        stayWhere = {
          and: [
            { checkIn: { less_than: addDays(night, 1) } },
            { checkOut: { greater_than: night } },
          ],
        }
      }
      const search: Where | undefined = q
        ? {
            or: [
              { fullName: { like: q } },
              { documentNumber: { equals: normalizeDocumentNumber(q) } },
            ],
          }
        : undefined
      const found = await registrationsOfStays(req, stayWhere, search)
      const lines = numberBook(
        found
          .map(({ registration, stay }) => ({
            id: String(registration.id),
            bookingId: String(stay.id),
            reference: stay.reference ?? '',
            fullName: registration.fullName,
            nationality: registration.nationality,
            documentType: registration.documentType ?? '',
            documentMasked: registration.documentMasked ?? '',
            room: roomNameOf(stay),
            registeredOnline: Boolean(registration.registeredOnline),
            erased: Boolean(registration.detailsErasedAt),
            ...stayDays(stay),
          }))
          .filter((line) => night === null || inHouseOn(line, night)),
      )
      return Response.json({ night, lines }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, text.readFailed)
    }
  },
}
