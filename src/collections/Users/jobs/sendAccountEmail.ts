import type { TaskConfig } from 'payload'

import { emailChangedNotice, signInLockedNotice } from '@/email/accountEmails'
import { isCapturedEmail } from '@/email/adapter'

import { EMAIL_RETRIES } from '@/collections/ContactMessages/jobs/sendContactEmailTask'

/**
 * Account notices: to an old address, that the account's email was changed; to an account and
 * the admins, that it was locked after failed sign-ins. Queued, so neither the change nor the
 * sign-in waits on a mail server; retried as contact emails are.
 */
export const sendAccountEmailTask: TaskConfig<'sendAccountEmail'> = {
  slug: 'sendAccountEmail',
  label: 'Send account notices',
  retries: EMAIL_RETRIES,
  inputSchema: [
    {
      name: 'notice',
      type: 'select',
      options: ['emailChanged', 'signInLocked'],
      defaultValue: 'emailChanged',
    },
    { name: 'to', type: 'email', required: true },
    /** When the email was changed, or the account locked. */
    { name: 'changedAt', type: 'date', required: true },
    /** The locked account. */
    { name: 'account', type: 'email' },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const houseName = settings.houseName || 'Guest House'
    const email =
      input.notice === 'signInLocked'
        ? signInLockedNotice(houseName, input.account ?? input.to, input.changedAt)
        : emailChangedNotice(houseName, input.changedAt)
    const result = await payload.sendEmail({
      to: input.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return { output: { status: isCapturedEmail(result) ? 'captured' : 'sent' } }
  },
}
