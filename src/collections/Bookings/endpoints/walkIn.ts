import type { Endpoint, RequiredDataFromCollectionSlug } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { methodText } from '@/collections/Ledger/endpoints/recordPayment'
import { traceAndRead } from '@/collections/Ledger/bookingForMoney'
import { hasAdminRole } from '@/access/roles'
import { Refusal } from '@/http/refusal'
import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { requireBookingsStaff } from '@/http/staffRequest'
import { groupStays } from '@/collections/Bookings/groupStays'
import { ISO_DATE, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas, parseAmount } from '@/lib/money/amounts'
import {
  paymentDatingFor,
  paymentProblem,
  type MobileMoneyNetwork,
  type PaymentInput,
  type PaymentMethod,
} from '@/lib/money/payments'
import type { Booking, Ledger } from '@/payload-types'

import { completeGroup, deleteStays } from './requestBooking/makeStays'
import { moreRoomsFrom, partyFrom, refuseTakenRooms, type MoreRoom } from './walkInRooms'

/** The money paid at the desk with the stay, or null when the guest pays later. */
function paidNowFrom(body: Record<string, unknown>, today: string): PaymentInput | null {
  const paid = body.paid
  if (paid === undefined || paid === null) return null
  if (typeof paid !== 'object' || Array.isArray(paid))
    throw new Refusal(MESSAGES.payment.method, 400)
  const fields = paid as Record<string, unknown>
  return {
    // As typed ("450.00"): a JSON number of cedis has already become a float on the way.
    amount: typeof fields.amount === 'string' ? fields.amount : '',
    method: optionalString(fields, 'method'),
    date: today,
    network: optionalString(fields, 'network') || null,
    transactionId: optionalString(fields, 'transactionId').trim() || null,
  }
}

/** The stay as the walk-in form sends it; the booking's own hooks check and price it. */
function stayFrom(body: Record<string, unknown>) {
  const stay = {
    room: optionalString(body, 'room'),
    checkIn: optionalString(body, 'checkIn'),
    checkOut: optionalString(body, 'checkOut'),
    guestName: optionalString(body, 'guestName').trim(),
    phone: optionalString(body, 'phone').trim(),
    email: optionalString(body, 'email').trim(),
    note: optionalString(body, 'note').trim(),
    guests: Number(optionalString(body, 'guests') || '1'),
  }
  if (
    !stay.room ||
    !stay.guestName ||
    !ISO_DATE.test(stay.checkIn) ||
    !ISO_DATE.test(stay.checkOut)
  )
    throw new Refusal(MESSAGES.walkIn.details, 400)
  return stay
}

/**
 * `POST /api/bookings/walk-in` with `{ room, checkIn, checkOut, guests?, guestName, phone?, email?,
 * note?, adults?, children?, source?, status?, paid?: { amount: "450.00", method, network?,
 * transactionId? }, moreRooms?: [{ room, guests, adults?, children? }] }`: a guest at the desk,
 * taken and paid in one action. A party no one room takes sends its further rooms in `moreRooms`:
 * they are one group, as a guest's request of several rooms is, its reference the first room's, and
 * the payment lands on that first room, which holds the group's money. The desk's phone bookings of
 * rooms together come through here too, with their source and status (a walk-in's are `walk-in` and
 * `confirmed`). The payment is checked first (the same rule as every payment), so a bad one creates
 * nothing; the stay is then written through the collection (availability, price by the rates,
 * history, as every door), confirmed for its nights, and the payment recorded on it
 * (`addLedgerEntry`). Should the ledger still refuse the payment (the day's takings closed in the
 * meantime), the stay (every room of a group) is deleted again and the refusal answered: one
 * action, all or nothing. Answers the stay as the desk reads it, with its ledger. Bookings staff.
 */
export const walkIn: Endpoint = {
  path: '/walk-in',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const stay = stayFrom(body)
      const moreRooms = moreRoomsFrom(body, stay.room)
      const today = todayInGhana()
      const paid = paidNowFrom(body, today)
      if (paid) {
        const dating = paymentDatingFor(
          { createdAt: new Date().toISOString(), checkIn: stay.checkIn },
          hasAdminRole(req.user),
          today,
        )
        const problem = paymentProblem(paid, dating)
        if (problem) throw new Refusal(problem, 400)
      }
      // No price is sent: the booking's own hook prices the stay by the rates, as for every door
      // that leaves it empty, so the type's required price is filled there, not here.
      const data = {
        ...stay,
        email: stay.email || null,
        note: stay.note || null,
        // The desk's other doors (a phone booking of rooms together) say theirs; the collection
        // checks both as for every new stay.
        source: optionalString(body, 'source') || 'walk-in',
        status: optionalString(body, 'status') || 'confirmed',
      } as RequiredDataFromCollectionSlug<'bookings'>
      if (moreRooms.length) {
        await refuseTakenRooms(
          req,
          [stay.room, ...moreRooms.map((room) => room.room)],
          stay.checkIn,
          stay.checkOut,
        )
      }
      const create = (room: MoreRoom, change: Partial<Booking> = {}) =>
        req.payload.create({
          collection: 'bookings',
          data: { ...data, ...room, ...change },
          overrideAccess: false,
          user: req.user,
          req,
        })
      // A party no one room takes is one group, made as the guest's request makes one: the
      // reference given is the first room's, the rooms in the order chosen, all or none.
      const created = await completeGroup(
        req,
        await create({ room: stay.room, guests: stay.guests, ...partyFrom(body) }),
        moreRooms,
        create,
      )
      if (!paid) {
        const doc = await req.payload.findByID({
          collection: 'bookings',
          id: created.id,
          depth: 1,
          overrideAccess: false,
          user: req.user,
          req,
        })
        const message = MESSAGES.walkIn.created(created.reference ?? '')
        return Response.json({ success: true, message, booking: doc }, { status: 201 })
      }
      const amount = parseAmount(paid.amount) ?? 0
      const mobileMoney = paid.method === 'mobile-money'
      const network = mobileMoney ? (paid.network as MobileMoneyNetwork) : null
      let entry: Ledger
      try {
        entry = await addLedgerEntry(req, {
          booking: created.id,
          kind: 'payment',
          amount,
          method: paid.method as PaymentMethod,
          network,
          transactionId: mobileMoney ? paid.transactionId : null,
          date: `${today}T00:00:00.000Z`,
          note: null,
          reason: null,
        })
      } catch (error) {
        // The stays hold no money (their payment is what failed): taken back, their nights freed.
        await deleteStays(req, created.group ? await groupStays(req, created.group) : [created])
        if (error instanceof Refusal) {
          throw new Refusal(MESSAGES.walkIn.undone(error.message), error.status)
        }
        throw error
      }
      const detail = `${formatPesewas(amount)} ${methodText(paid.method, network)}, receipt ${entry.receipt}`
      const doc = await traceAndRead(req, created, 'Payment', detail)
      const message = MESSAGES.walkIn.createdAndPaid(created.reference ?? '', entry.receipt ?? '')
      return Response.json({ success: true, message, booking: doc, entry }, { status: 201 })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.walkIn.failed)
    }
  },
}
