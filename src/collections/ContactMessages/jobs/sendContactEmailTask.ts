import type { TaskConfig } from 'payload'

import { guestAcknowledgement, houseEmail } from '@/email/contactEmails'
import { formatCapturedEmail, isCapturedEmail } from '@/email/adapter'
import { acknowledgementAllowed } from '@/services/rateLimit'
import { guestEmailEnvelope } from '@/email/guestEmail'
import { env } from '@/lib/env'

/** A mail server can be down for a while: retry every 30 s for about two hours before giving up. */
export const CONTACT_EMAIL_RETRIES = 240
export const CONTACT_EMAIL_RETRY_DELAY_MS = 30_000
/** How every email task is retried (contact, booking and account emails alike). */
export const EMAIL_RETRIES = {
  attempts: CONTACT_EMAIL_RETRIES,
  backoff: { type: 'fixed', delay: CONTACT_EMAIL_RETRY_DELAY_MS },
} satisfies TaskConfig['retries']

const STATUS_FIELD: Record<'house' | 'guest', 'houseEmailStatus' | 'guestEmailStatus'> = {
  house: 'houseEmailStatus',
  guest: 'guestEmailStatus',
}

/**
 * Sends the two emails about one stored contact message: the house's copy, then the guest's
 * acknowledgement. Each email's status is saved as soon as it goes out, so a retry after a failure
 * sends only what has not gone yet, and the two updates never race each other.
 */
export const sendContactEmailTask: TaskConfig<'sendContactEmail'> = {
  slug: 'sendContactEmail',
  label: 'Send contact emails',
  retries: EMAIL_RETRIES,
  inputSchema: [{ name: 'messageId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    let message = await payload.findByID({
      collection: 'contact-messages',
      id: input.messageId,
      overrideAccess: true,
      req,
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const houseName = settings.houseName || 'Guest House'

    for (const kind of ['house', 'guest'] as const) {
      const statusField = STATUS_FIELD[kind]
      const status = message[statusField]
      if (status === 'sent' || status === 'captured' || status === 'skipped') continue
      // Counted once, on the first try: a retry is the same acknowledgement.
      if (
        kind === 'guest' &&
        status === 'pending' &&
        !(await acknowledgementAllowed(req, message.email))
      ) {
        message = await payload.update({
          collection: 'contact-messages',
          id: message.id,
          data: { [statusField]: 'skipped' },
          overrideAccess: true,
          req,
        })
        continue
      }
      const email =
        kind === 'house' ? houseEmail(message, houseName) : guestAcknowledgement(houseName)
      try {
        const result = await payload.sendEmail({
          // The visitor's address appears only as the recipient of their own copy and as the
          // reply-to of the house's copy.
          to: kind === 'house' ? env.contactToEmail : message.email,
          ...(kind === 'house'
            ? { replyTo: message.email }
            : guestEmailEnvelope(settings.email, 'reply')),
          subject: email.subject,
          text: email.text,
          html: email.html,
        })
        const captured = isCapturedEmail(result)
        message = await payload.update({
          collection: 'contact-messages',
          id: message.id,
          data: {
            [statusField]: captured ? 'captured' : 'sent',
            lastEmailError: null,
            ...(captured
              ? {
                  capturedEmails: [message.capturedEmails, formatCapturedEmail(result)]
                    .filter(Boolean)
                    .join('\n\n'),
                }
              : {}),
          },
          overrideAccess: true,
          req,
        })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        payload.logger.warn(
          `Contact email (${kind}) for message ${message.id} failed, will retry: ${reason}`,
        )
        await payload.update({
          collection: 'contact-messages',
          id: message.id,
          data: { [statusField]: 'retrying', lastEmailError: reason.slice(0, 500) },
          overrideAccess: true,
          req,
        })
        throw error
      }
    }
    return { output: { status: 'done' } }
  },
}
