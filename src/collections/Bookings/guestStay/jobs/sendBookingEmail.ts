import type { PayloadRequest, TaskConfig } from 'payload'

import { guestBookingAcknowledgement, houseBookingEmail } from '../bookingEmails'
import { guestEmailEnvelope } from '@/email/guestEmail'
import { STAY_MOMENTS, type StayMoment } from '@/lib/guestStay/stayMessages'
import { env } from '@/lib/env'
import { housePhones } from '@/lib/siteSettings'
import { howToPayOf, type HowToPayFacts } from '@/lib/money/howToPay'
import { readStayMoney } from '@/collections/Ledger/readStayMoney'
import type { Booking, SiteSetting } from '@/payload-types'

import { composeStayMessage } from '../stayMessageText'
import { roomsTogether } from '../roomsTogether'

import { claimOnce, moveOnce } from '@/database/acrossInstances'
import { EMAIL_RETRIES } from '@/collections/ContactMessages/jobs/sendContactEmailTask'

const isMoment = (about: string | null | undefined): about is StayMoment =>
  (STAY_MOMENTS as readonly string[]).includes(about ?? '')

/** The deposit a request's rooms ask together, by when, and the house's numbers to pay it to. */
async function requestDue(
  req: PayloadRequest,
  stays: readonly Booking[],
  settings: SiteSetting,
): Promise<HowToPayFacts> {
  const moneys = await Promise.all(stays.map((stay) => readStayMoney(req, stay)))
  const depositDue = moneys.reduce((sum, { money }) => sum + money.depositDue, 0)
  return howToPayOf(stays[0], { depositDue }, settings)
}

/** The answers a group's guest hears of once for all the rooms answered alike. */
const GROUP_ANSWERS: Partial<Record<StayMoment, string>> = {
  confirmed: 'confirmed',
  declined: 'declined',
  expired: 'declined',
  cancelled: 'cancelled',
}

/** The mark a group's stay carries once a job told the guest it is cancelled. */
const CANCELLED_BY = 'cancelled:'

/**
 * The stays of a group's request this job tells the guest of, in one email naming every room:
 * each stay of the group answered so (confirmed, declined, or cancelled) by the time the job runs
 * and told by no other job yet. Staff answer (or cancel) a group in one step or its rooms one
 * after another at the desk; each answer queues a job, and the first of them to run takes every
 * room answered so far, so the rooms answered together make one email and the others' jobs find
 * nothing left to tell. A room answered after that email went gets an email of its own. Each stay
 * is claimed by a compare-and-set naming the job (`confirmationJob`, the job that told the guest
 * the room's answer; a cancel told is marked apart, as a confirmed room told before is cancelled
 * later): of two instances (or two jobs) only one wins it, and a retry after a failed send finds
 * its stays again.
 */
async function groupAnswer(
  req: PayloadRequest,
  group: string,
  status: string,
  jobId: string,
): Promise<Booking[]> {
  const { payload } = req
  const cancel = status === 'cancelled'
  const mark = cancel ? `${CANCELLED_BY}${jobId}` : jobId
  const answered = await payload.find({
    collection: 'bookings',
    where: { and: [{ group: { equals: group } }, { status: { equals: status } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const stay of answered.docs) {
    const told = stay.confirmationJob
    if (!told) await claimOnce(req, 'bookings', stay.id, 'confirmationJob', mark)
    else if (cancel && !told.startsWith(CANCELLED_BY)) {
      await moveOnce(req, 'bookings', stay.id, 'confirmationJob', [told], { confirmationJob: mark })
    }
  }
  const claimed = await payload.find({
    collection: 'bookings',
    where: { and: [{ group: { equals: group } }, { confirmationJob: { equals: mark } }] },
    // The first stay's request id is the others' beginning: the rooms in the order chosen.
    sort: 'requestId',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return claimed.docs
}

/**
 * Sends one email about a guest's booking: the house's copy of a request, the guest's
 * acknowledgement, or the guest's message of a moment of the stay (`about`: confirmed, lapsed,
 * the day before…, in the owner's words). One job per email, so a retry never sends another one
 * twice; retried as contact emails are. The guest's emails answer to the house's address.
 */
export const sendBookingEmailTask: TaskConfig<'sendBookingEmail'> = {
  slug: 'sendBookingEmail',
  label: 'Send booking request emails',
  retries: EMAIL_RETRIES,
  inputSchema: [
    { name: 'bookingId', type: 'text', required: true },
    {
      name: 'to',
      type: 'select',
      required: true,
      options: ['house', 'guest'],
    },
    { name: 'about', type: 'select', options: ['request', ...STAY_MOMENTS] },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const booking = await payload.findByID({
      collection: 'bookings',
      id: input.bookingId,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    // Staff deleted the booking (a spam request, a mistake) before its email went: nothing is
    // sent, and the job ends instead of failing at every retry.
    if (!booking) return { output: { status: 'booking deleted' } }
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const house = {
      houseName: settings.houseName || 'Guest House',
      phones: housePhones(settings),
    }
    if (input.to === 'guest' && !booking.email) return { output: { status: 'no address' } }
    if (input.to === 'guest' && isMoment(input.about)) {
      const answer = GROUP_ANSWERS[input.about]
      // A group's reminder, balance asked with it, or thanks: the rooms it was made for together.
      const stays =
        booking.group && answer
          ? await groupAnswer(req, booking.group, answer, String(job.id))
          : await roomsTogether(req, booking, input.about, { madeWith: true })
      if (!stays.length) return { output: { status: 'told with its group' } }
      const message = await composeStayMessage(req, stays, input.about, 'email')
      await payload.sendEmail({
        to: booking.email ?? undefined,
        ...guestEmailEnvelope(settings.email, 'notice'),
        ...message,
      })
      return { output: { status: 'sent' } }
    }
    // A group's request is one email naming every room: the first stay's request id is the
    // others' beginning, so sorting by it lists the rooms in the order the guest chose them.
    const stays = booking.group
      ? (
          await payload.find({
            collection: 'bookings',
            where: { group: { equals: booking.group } },
            sort: 'requestId',
            pagination: false,
            depth: 1,
            overrideAccess: true,
            req,
          })
        ).docs
      : [booking]
    const rooms = stays.map((stay) => ({
      name: typeof stay.room === 'object' ? stay.room.name : '',
      stay,
    }))
    const email =
      input.to === 'house'
        ? houseBookingEmail(booking, rooms, house)
        : guestBookingAcknowledgement(booking, rooms, house, await requestDue(req, stays, settings))
    await payload.sendEmail({
      to: input.to === 'house' ? env.contactToEmail : (booking.email ?? undefined),
      ...(input.to === 'house'
        ? booking.email
          ? { replyTo: booking.email }
          : {}
        : guestEmailEnvelope(settings.email, 'reply')),
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return { output: { status: 'sent' } }
  },
}
