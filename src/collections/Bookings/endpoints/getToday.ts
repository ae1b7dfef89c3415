import type { Endpoint } from 'payload'

import { dayLeftOpen } from '@/collections/Ledger/CashUpCloses/dayLeftOpen'
import { owedSum } from '@/collections/Ledger/owed/readOwed'
import { paymentsToSettle } from '@/collections/OnlinePayments/paymentsToSettle'
import { errorResponse } from '@/http/responses'
import { oneLinePerGroup } from '@/lib/bookings/groupLines'
import { deskDay, dueOf } from '@/lib/bookings/today'
import { whatsappToSend } from '@/lib/guestStay/stayMessageMoments'
import { addDays, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { requireBookingsStaff } from '@/http/staffRequest'

/**
 * `GET /api/bookings/today`: the front desk's day (arrivals, departures, guests in the house with
 * what they owe, waiting requests, WhatsApp messages still to send, guests asking to cancel) and
 * every room's housekeeping state, yesterday when its takings were left open (`dayLeftOpen`), and
 * money taken online that staff must settle by hand (`paymentsToSettle`), and the balances owed by
 * guests who have left (`owedSum`). A request whose deposit
 * was paid online carries `depositPaidOnlineAt`: the desk shows it as "deposit paid".
 * Admins and reception.
 * Each booking comes whole, its room's name filled in, so the desk opens it as the list does.
 */
export const getToday: Endpoint = {
  path: '/today',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const day = todayInGhana()
      const start = `${day}T00:00:00.000Z`
      const end = `${addDays(day, 1)}T00:00:00.000Z`
      const within = (field: string) => ({
        and: [{ [field]: { greater_than_equal: start } }, { [field]: { less_than: end } }],
      })
      const [bookings, rooms, messaged, openDay, toSettle, owed] = await Promise.all([
        req.payload.find({
          collection: 'bookings',
          where: {
            or: [
              { status: { in: ['requested', 'checked-in'] } },
              {
                and: [
                  { status: { in: ['confirmed', 'completed'] } },
                  { or: [within('checkIn'), within('checkOut')] },
                ],
              },
            ],
          },
          pagination: false,
          depth: 1,
          populate: { rooms: { name: true }, users: { name: true } },
          sort: 'checkIn,createdAt',
          overrideAccess: false,
          user: req.user,
          req,
        }),
        req.payload.find({
          collection: 'rooms',
          pagination: false,
          depth: 0,
          sort: 'name',
          select: { name: true, housekeeping: true, isAvailable: true },
          overrideAccess: false,
          user: req.user,
          req,
        }),
        // Stays with a message made for WhatsApp, or whose guest asked to cancel from their page.
        req.payload.find({
          collection: 'bookings',
          where: {
            or: [
              {
                and: [
                  { status: { equals: 'confirmed' } },
                  { reminderAt: { not_equals: null } },
                  { checkIn: { greater_than_equal: start } },
                ],
              },
              {
                and: [
                  { status: { equals: 'completed' } },
                  { thanksAt: { not_equals: null } },
                  { checkOut: { greater_than_equal: `${addDays(day, -7)}T00:00:00.000Z` } },
                ],
              },
              {
                and: [
                  { status: { in: ['requested', 'confirmed'] } },
                  { cancelRequestedAt: { not_equals: null } },
                ],
              },
            ],
          },
          pagination: false,
          depth: 1,
          populate: { rooms: { name: true }, users: { name: true } },
          sort: 'checkIn',
          overrideAccess: false,
          user: req.user,
          req,
        }),
        dayLeftOpen(req, day),
        paymentsToSettle(req),
        owedSum(req, day),
      ])
      const withDue = bookings.docs.map((booking) => ({ ...booking, due: dueOf(booking) }))
      const others = messaged.docs.map((booking) => ({ ...booking, due: dueOf(booking) }))
      return Response.json(
        {
          day,
          ...deskDay(withDue, day),
          // A group's rooms messaged together, or asked to be cancelled together, are one line
          // (its first room, naming every room): staff send and act once for the group.
          toSend: oneLinePerGroup(
            others.filter((booking) => whatsappToSend(booking, day).length > 0),
            (booking) =>
              `${booking.status}|${booking.status === 'completed' ? booking.checkOut : booking.checkIn}|${whatsappToSend(booking, day).join()}`,
          ),
          cancelAsked: oneLinePerGroup(
            others.filter((booking) => booking.cancelRequestedAt),
            () => 'cancel',
          ),
          openDay,
          // Money taken online that staff must return or settle by hand.
          paymentsToSettle: toSettle,
          // What guests who have left still owe: the desk chases it from the balances owed list.
          owed,
          rooms: rooms.docs.map((room) => ({
            id: String(room.id),
            name: room.name,
            housekeeping: room.housekeeping ?? 'clean',
            isAvailable: room.isAvailable !== false,
          })),
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.today.fetchFailed)
    }
  },
}
