import type { TaskConfig } from 'payload'

import { guestAcknowledgement, houseEmail } from '@/email/contactEmails'
import { isCapturedEmail } from '@/email/adapter'
import { env } from '@/lib/env'

/** A mail server can be down for a while: retry every 30 s for about two hours before giving up. */
export const CONTACT_EMAIL_RETRIES = 240
export const CONTACT_EMAIL_RETRY_DELAY_MS = 30_000

type Kind = 'house' | 'guest'

const STATUS_FIELD: Record<Kind, 'houseEmailStatus' | 'guestEmailStatus'> = {
  house: 'houseEmailStatus',
  guest: 'guestEmailStatus',
}

/**
 * Sends one email about one stored contact message. Each message queues two of these (the house's
 * copy and the guest's acknowledgement) so a retry never sends an email that already went out.
 */
export const sendContactEmailTask: TaskConfig<'sendContactEmail'> = {
  slug: 'sendContactEmail',
  label: 'Send contact email',
  retries: { attempts: CONTACT_EMAIL_RETRIES, backoff: { type: 'fixed', delay: CONTACT_EMAIL_RETRY_DELAY_MS } },
  inputSchema: [
    { name: 'messageId', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'To the house', value: 'house' },
        { label: 'Acknowledgement to the guest', value: 'guest' },
      ],
    },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const kind = input.kind as Kind
    const statusField = STATUS_FIELD[kind]
    const message = await payload.findByID({
      collection: 'contact-messages',
      id: input.messageId,
      overrideAccess: true,
      req,
    })
    if (message[statusField] === 'sent' || message[statusField] === 'captured') {
      return { output: { status: message[statusField] } }
    }

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const houseName = settings.houseName || 'Guest House'
    const email = kind === 'house' ? houseEmail(message, houseName) : guestAcknowledgement(message, houseName)

    try {
      const result = await payload.sendEmail({
        // The visitor's address appears only as the recipient of their own copy and as the
        // reply-to of the house's copy.
        to: kind === 'house' ? env.contactToEmail : message.email,
        ...(kind === 'house' ? { replyTo: message.email } : {}),
        subject: email.subject,
        text: email.text,
        html: email.html,
      })
      const status = isCapturedEmail(result) ? 'captured' : 'sent'
      await payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: {
          [statusField]: status,
          lastEmailError: null,
          ...(isCapturedEmail(result)
            ? { capturedEmails: [...((message.capturedEmails as unknown[] | null) ?? []), result] }
            : {}),
        },
        overrideAccess: true,
        req,
      })
      return { output: { status } }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      payload.logger.warn(`Contact email (${kind}) for message ${message.id} failed, will retry: ${reason}`)
      await payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: { [statusField]: 'retrying', lastEmailError: reason.slice(0, 500) },
        overrideAccess: true,
        req,
      })
      throw error
    }
  },
}
