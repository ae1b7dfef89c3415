import type { PayloadRequest } from 'payload'

import { answerGroup } from '@/collections/Bookings/endpoints/groupStatus'
import { DESK_INTENT, type DeskIntent } from '@/collections/Bookings/hooks/checkBooking'
import { OWES_NOTHING } from '@/lib/money/ledger'
import type { PaymentGateway } from '@/lib/payments/gateway'
import type { Booking, Ledger, OnlinePayment } from '@/payload-types'

import { giveDepositBack } from './giveDepositBack'

async function instantBookingOn(req: PayloadRequest): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return settings.instantBooking === true
}

async function statusOf(req: PayloadRequest, id: string): Promise<Booking['status']> {
  const stay = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  return stay.status
}

/**
 * A request whose deposit was just paid online: marked "deposit paid" for the desk (and kept from
 * the expiry), then, when the owner turned instant booking on, confirmed at once through the same
 * write as the desk's Confirm, so the same night claims decide between it and any other stay, and
 * the guest gets the confirmation the desk's Confirm sends. When the nights were taken meanwhile
 * the deposit goes back through the gateway, the guest is told, and, should the gateway refuse
 * the refund, Today shows staff the amount to return. A request declined or cancelled the moment
 * its deposit came gives it back too.
 */
export async function afterDepositPaid(
  req: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
  stay: Booking,
  entry: Ledger,
): Promise<void> {
  if (stay.status !== 'requested') return
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: stay.id,
    data: { depositPaidOnlineAt: new Date().toISOString() },
    req,
    returning: false,
  })
  const instant = await instantBookingOn(req)
  if (instant) {
    const intent: DeskIntent = { seenStatus: 'requested' }
    try {
      // A group's deposit is the group's: its rooms are confirmed together, or none is.
      if (stay.group) await answerGroup(req, stay.group, 'confirm')
      else {
        await req.payload.update({
          collection: 'bookings',
          id: stay.id,
          data: { status: 'confirmed' },
          context: { [DESK_INTENT]: intent },
          overrideAccess: true,
          req,
        })
      }
      return
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error
    }
  }
  // Still waiting: for staff (instant booking off), or its nights are taken (refused while on).
  // Declined or cancelled the moment the money came (the expiry, the desk): the stay owes nothing,
  // so the deposit goes back. Staff confirming it meanwhile: theirs stands.
  const now = await statusOf(req, stay.id)
  if (now === 'requested' && instant) {
    await giveDepositBack(req, gateway, attempt, stay, entry, { nightsTaken: true })
  } else if (OWES_NOTHING.includes(now)) {
    await giveDepositBack(req, gateway, attempt, stay, entry, { closedAs: now })
  }
}
