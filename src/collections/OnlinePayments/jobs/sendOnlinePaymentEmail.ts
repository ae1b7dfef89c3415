import type { TaskConfig } from 'payload'

import { EMAIL_RETRIES } from '@/collections/ContactMessages/jobs/sendContactEmailTask'
import { guestEmailEnvelope } from '@/email/guestEmail'
import { formatPesewas } from '@/lib/money/amounts'
import { guestPayments as text } from '@/lib/messages/guestPayments'
import { guestOutcome } from '@/lib/payments/onlinePaymentRules'

/**
 * Tells the guest by email that the deposit they paid online is being returned: an instant
 * booking whose nights were taken before the money arrived. Only a guest who gave an address.
 */
export const sendOnlinePaymentEmailTask: TaskConfig<'sendOnlinePaymentEmail'> = {
  slug: 'sendOnlinePaymentEmail',
  label: 'Tell a guest their online payment is returned',
  retries: EMAIL_RETRIES,
  inputSchema: [{ name: 'onlinePaymentId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const attempt = await payload.findByID({
      collection: 'online-payments',
      id: input.onlinePaymentId,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const stay = attempt && typeof attempt.booking === 'object' ? attempt.booking : null
    if (!attempt || !stay?.email) return { output: { status: 'no address' } }
    const outcome = guestOutcome(attempt)
    if (outcome !== 'nightsTakenRefunded' && outcome !== 'nightsTakenByHand') {
      return { output: { status: 'nothing to tell' } }
    }
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
    const body = text[outcome](formatPesewas(attempt.paidAmount ?? attempt.amount))
    await payload.sendEmail({
      to: stay.email,
      ...guestEmailEnvelope(settings.email, 'notice'),
      subject: text.nightsTakenSubject(stay.reference ?? ''),
      text: body,
      html: `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    })
    return { output: { status: 'sent' } }
  },
}
