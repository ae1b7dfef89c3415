import type { Endpoint } from 'payload'

import { csvFile } from '@/http/csvStream'
import { errorResponse, readJsonObject, optionalString, requireAdmin } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { requireBookingsStaff } from '@/http/staffRequest'
import { isCalendarDay, todayInGhana, addDays } from '@/lib/dates'
import { fridayReturnCsv, fridayReturnRows } from '@/lib/guestRegister/fridayReturn'
import { isGhanaian } from '@/lib/guestRegister/nationality'
import { VISIT_PURPOSES } from '@/lib/guestRegister/purposes'
import { weekOf, type RegisterWeek } from '@/lib/guestRegister/week'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { recordViews, stayDays } from '../registerParts'
import { registrationsOfStays } from '../registrationsOfStays'

/** The week of `?week=` (any day in it), or last week. */
function weekAsked(value: string | null): RegisterWeek {
  if (!value) return weekOf(addDays(todayInGhana(), -7))
  if (!isCalendarDay(value)) throw new Refusal(text.badDay, 400)
  return weekOf(value)
}

/**
 * `GET /api/guest-registrations/return?week=YYYY-MM-DD[&format=csv]`: the Immigration Service's
 * weekly return, the foreign guests who arrived in the week (Monday to Sunday), with their
 * passport numbers in full: each guest listed counts as a view of their number, and is recorded.
 * With whether an admin marked it as sent. Admins and reception only.
 */
export const fridayReturn: Endpoint = {
  path: '/return',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const week = weekAsked(req.searchParams.get('week'))
      // Stays that began in the week; the rule below decides who is listed.
      const found = await registrationsOfStays(req, {
        and: [
          { checkIn: { greater_than_equal: week.from } },
          { checkIn: { less_than: addDays(week.to, 1) } },
        ],
      })
      const foreign = found.filter(({ registration }) => !isGhanaian(registration.nationality))
      const rows = fridayReturnRows(
        foreign.map(({ registration, stay }) => ({
          fullName: registration.fullName,
          nationality: registration.nationality,
          documentNumber: registration.documentNumber ?? '',
          arrivingFrom: registration.arrivingFrom ?? '',
          goingTo: registration.goingTo ?? '',
          purpose: registration.purpose ? VISIT_PURPOSES[registration.purpose] : '',
          status: stay.status,
          ...stayDays(stay),
        })),
        week,
      )
      await recordViews(
        req,
        foreign.map(({ registration }) => registration),
        'return',
      )
      // A week's foreign arrivals: small by what they are, so made whole.
      if (req.searchParams.get('format') === 'csv') {
        return csvFile(`foreign-guests-${week.from}.csv`, fridayReturnCsv(rows))
      }
      const sent = await req.payload.find({
        collection: 'register-returns',
        where: { weekStart: { equals: week.from } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const record = sent.docs[0]
      return Response.json(
        {
          week,
          rows,
          sent: record ? { at: record.createdAt, by: record.sentByName ?? '' } : null,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, text.readFailed)
    }
  },
}

/**
 * `POST /api/guest-registrations/return/sent` with `{ week }`: an admin records that the week's
 * return went to the Immigration Service; Today stops reminding. Once per week. Admins only.
 */
export const markReturnSent: Endpoint = {
  path: '/return/sent',
  method: 'post',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const body = await readJsonObject(req)
      const day = optionalString(body, 'week')
      if (!isCalendarDay(day)) throw new Refusal(text.badDay, 400)
      const week = weekOf(day)
      const user = req.user as NonNullable<typeof req.user>
      const found = await registrationsOfStays(req, {
        and: [
          { checkIn: { greater_than_equal: week.from } },
          { checkIn: { less_than: addDays(week.to, 1) } },
        ],
      })
      const guests = found.filter(({ registration }) => !isGhanaian(registration.nationality))
      try {
        await req.payload.create({
          collection: 'register-returns',
          data: {
            weekStart: week.from,
            weekEnd: week.to,
            guests: guests.length,
            sentBy: user.id,
            sentByName: user.name ?? user.email,
          },
          overrideAccess: true,
          req,
        })
      } catch (error) {
        if ((error as { name?: string }).name === 'ValidationError') {
          throw new Refusal(text.returnAlreadySent, 409)
        }
        throw error
      }
      return Response.json({ success: true, message: text.returnSent(week.from, week.to) })
    } catch (error) {
      return errorResponse(req, error, text.readFailed)
    }
  },
}
