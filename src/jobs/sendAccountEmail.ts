import type { TaskConfig } from 'payload'

import { emailChangedNotice } from '@/email/accountEmails'
import { isCapturedEmail } from '@/email/adapter'

import { EMAIL_RETRIES } from './sendContactEmail'

/**
 * Tells an account's old address that its email was changed. Queued by the change, so the change
 * itself never waits on a mail server; retried as contact emails are.
 */
export const sendAccountEmailTask: TaskConfig<'sendAccountEmail'> = {
  slug: 'sendAccountEmail',
  label: 'Send account notices',
  retries: EMAIL_RETRIES,
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'changedAt', type: 'date', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const email = emailChangedNotice(settings.houseName || 'Guest House', input.changedAt)
    const result = await payload.sendEmail({
      to: input.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return { output: { status: isCapturedEmail(result) ? 'captured' : 'sent' } }
  },
}
