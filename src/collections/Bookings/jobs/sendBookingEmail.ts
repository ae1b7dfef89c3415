import type { TaskConfig } from 'payload'

import {
  guestBookingAcknowledgement,
  guestRequestExpired,
  houseBookingEmail,
} from '../bookingEmails'
import { guestEmailEnvelope } from '@/email/guestEmail'
import { env } from '@/lib/env'

import { EMAIL_RETRIES } from '@/jobs/sendContactEmail'

/**
 * Sends one email about a guest's booking request: the house's copy, the guest's
 * acknowledgement, or the guest's word that it lapsed unanswered (`about: 'expired'`). One job
 * per email, so a retry never sends the other one twice; retried as contact emails are.
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
    { name: 'about', type: 'select', options: ['request', 'expired'] },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
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
      phones: [settings.phonePrimary, settings.phoneSecondary].filter((p): p is string => !!p),
    }
    if (input.to === 'guest' && !booking.email) return { output: { status: 'no address' } }
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
        : input.about === 'expired'
          ? // Each stay of a group lapses on its own: its email names its own room.
            guestRequestExpired(
              booking,
              typeof booking.room === 'object' ? booking.room.name : '',
              house,
            )
          : guestBookingAcknowledgement(booking, rooms, house)
    await payload.sendEmail({
      to: input.to === 'house' ? env.contactToEmail : (booking.email ?? undefined),
      ...(input.to === 'house'
        ? booking.email
          ? { replyTo: booking.email }
          : {}
        : guestEmailEnvelope(settings.email, input.about === 'expired' ? 'notice' : 'reply')),
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return { output: { status: 'sent' } }
  },
}
