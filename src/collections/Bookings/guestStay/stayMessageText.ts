import type { PayloadRequest } from 'payload'

import { escapeHtml } from '@/email/contactEmails'
import { stayLinkOpen } from '@/lib/guestStay/stayLink'
import { WITH_PAGE } from '@/lib/guestStay/stayMessageMoments'
import {
  houseLinesOf,
  stayMessage,
  templatesOf,
  type StayMoment,
} from '@/lib/guestStay/stayMessages'
import { readDeskMoney } from '@/collections/Ledger/groupStayMoney'
import { readGroupMoney, readStayMoney } from '@/collections/Ledger/readStayMoney'
import { stayValuesOf, type StayChannel } from '@/lib/bookings/stayValues'
import { todayInGhana } from '@/lib/dates'
import { env } from '@/lib/env'
import { howToPayOf } from '@/lib/money/howToPay'
import type { StayMoney } from '@/lib/money/ledger'
import { dueNow } from '@/lib/payments/payOffer'
import type { Booking, SiteSetting } from '@/payload-types'

import { leadStay, staysOfGroup } from '../groupStays'
import { stayPageUrl } from './stayLinks'

export type ComposedMessage = { subject: string; text: string; html: string }

/** Paragraphs of escaped text, the house's own https links made clickable. */
export function messageHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/\n/g, '<br>')
          .replace(/https:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`,
    )
    .join('\n')
}

/**
 * Where on the stay's page a message leads: the review form after the stay; the Pay button for a
 * payment link, named by what is due (`?pay=deposit`). The link only brings the button into view:
 * a payment starts when the guest presses it, never on opening the link, which WhatsApp's preview
 * does by itself.
 */
function pageSuffix(moment: StayMoment, money: StayMoney): string {
  if (moment === 'afterStay') return '#review'
  const due = moment === 'payLink' ? dueNow(money) : null
  return due ? `?pay=${due.purpose}` : ''
}

const roomNameOf = (booking: Booking) => (typeof booking.room === 'object' ? booking.room.name : '')

/** Moments about money: a group's rooms owe one balance, so their message speaks once for all. */
const MONEY_MOMENTS: readonly StayMoment[] = ['balanceDue', 'payLink']

async function valuesOf(
  req: PayloadRequest,
  booking: Booking,
  moment: StayMoment,
  channel: StayChannel,
  settings: SiteSetting,
  group?: { money: StayMoney; room: string },
  alone = false,
) {
  // A message for one room of a group speaks of the group's money (its rooms are paid as one);
  // rooms told together each bring their own, which the message adds up.
  const money =
    group?.money ??
    (alone ? await readDeskMoney(req, booking) : (await readStayMoney(req, booking)).money)
  // A page that no longer opens is not linked: a balance chased long after check-out says how to
  // pay without sending the guest to a dead page. A group's rooms share one page, its first
  // room's, which shows every room.
  const link = !WITH_PAGE.includes(moment)
    ? `${env.serverUrl}/bookings`
    : stayLinkOpen(booking.checkOut, todayInGhana())
      ? `${await stayPageUrl(req, await leadStay(req, booking))}${pageSuffix(moment, money)}`
      : ''
  return stayValuesOf(booking, {
    room: group?.room ?? roomNameOf(booking),
    money,
    link,
    channel,
    ...howToPayOf(booking, money, settings),
  })
}

/**
 * One moment's message for one stay, or for several rooms of one request together (rooms
 * populated), worded as the owner saved it.
 */
export async function composeStayMessage(
  req: PayloadRequest,
  booking: Booking | Booking[],
  moment: StayMoment,
  channel: StayChannel,
): Promise<ComposedMessage> {
  const [saved, settings] = await Promise.all([
    req.payload.findGlobal({ slug: 'stay-messages', depth: 0, overrideAccess: true, req }),
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
  ])
  const stays = Array.isArray(booking) ? booking : [booking]
  // The balance of several rooms of a group is the group's, as its page shows it (money paid for
  // the group lands on its first room): said once, naming the rooms together.
  const values =
    stays.length > 1 && MONEY_MOMENTS.includes(moment)
      ? [
          await valuesOf(req, stays[0], moment, channel, settings, {
            money: (await readGroupMoney(req, await staysOfGroup(req, stays[0]))).money,
            room: stays.map(roomNameOf).join(', '),
          }),
        ]
      : await Promise.all(
          stays.map((stay) =>
            valuesOf(req, stay, moment, channel, settings, undefined, !Array.isArray(booking)),
          ),
        )
  const message = stayMessage(moment, templatesOf(saved), values, houseLinesOf(settings))
  return { ...message, html: messageHtml(message.text) }
}
