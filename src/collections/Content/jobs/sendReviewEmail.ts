import type { TaskConfig } from 'payload'

import { EMAIL_RETRIES } from '@/collections/ContactMessages/jobs/sendContactEmailTask'
import { env } from '@/lib/env'
import { reviews as text } from '@/lib/messages/reviews'
import { escapeHtml } from '@/lib/richText'

/**
 * Tells the house a guest's review arrived, so it does not wait unread among the drafts. It goes
 * to the house's inbox (the address the contact form's copies reach), the one the owner reads,
 * rather than to each staff account.
 */
export const sendReviewEmailTask: TaskConfig<'sendReviewEmail'> = {
  slug: 'sendReviewEmail',
  label: 'Tell the house a guest review arrived',
  retries: EMAIL_RETRIES,
  inputSchema: [{ name: 'testimonialId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const review = await payload.findByID({
      collection: 'testimonials',
      id: input.testimonialId,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    // Removed before the email went: nothing is waiting any more.
    if (!review) return { output: { status: 'gone' } }
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const link = `${env.serverUrl}/cms/collections/testimonials/${review.id}`
    const body = text.emailText(review, link)
    await payload.sendEmail({
      to: env.contactToEmail,
      subject: text.emailSubject(settings.houseName || 'Guest House', review.rating),
      text: body,
      html: body
        .split('\n\n')
        .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
        .join(''),
    })
    return { output: { status: 'sent' } }
  },
}
