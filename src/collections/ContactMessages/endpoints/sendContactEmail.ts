import { commitTransaction, initTransaction, killTransaction, type Endpoint } from 'payload'

import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import {
  contactExtrasError,
  FILL_MS_FIELD,
  fillTimeVerdict,
  HONEYPOT_FIELD,
  validateContact,
  type ContactField,
  type ContactForm,
} from '@/lib/validation/contact'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { rateLimit } from '@/services/rateLimit'
import { Refusal } from '@/http/refusal'

const FIELDS: ContactField[] = [
  'name',
  'email',
  'phone',
  'checkIn',
  'checkOut',
  'guests',
  'roomType',
  'subject',
  'message',
]
const MAX_LENGTH: Record<ContactField, number> = {
  name: 200,
  email: 254,
  phone: 40,
  checkIn: 10,
  checkOut: 10,
  guests: 2,
  roomType: 40,
  subject: 300,
  message: 5_000,
}

/** Promise an email only when a mail server is configured; otherwise emails are only captured. */
const successMessage = () => (env.smtp ? MESSAGES.contact.success : MESSAGES.contact.successNoEmail)

/** The hidden field only bots fill in, or a form sent faster than a person can type. */
function looksAutomated(body: Record<string, unknown>): boolean {
  const honeypot = body[HONEYPOT_FIELD]
  if (
    typeof honeypot === 'string'
      ? honeypot.trim() !== ''
      : honeypot !== undefined && honeypot !== null
  ) {
    return true
  }
  // The form sends how long it was open, measured in the browser: never compared with this
  // server's clock, which a phone's clock may be ahead of or behind.
  const fillTime = fillTimeVerdict(body[FILL_MS_FIELD])
  if (fillTime === 'invalid') throw new Refusal(MESSAGES.contact.invalidData, 400)
  return fillTime === 'tooFast'
}

function readForm(body: Record<string, unknown>): ContactForm {
  const form = {} as ContactForm
  for (const field of FIELDS) {
    const value = optionalString(body, field)
    if (value.length > MAX_LENGTH[field]) throw new Refusal(MESSAGES.contact.invalidData, 400)
    // Line breaks belong only in the message: in a name, address or subject they could forge
    // mail headers.
    if (field !== 'message' && /[\r\n]/.test(value))
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    form[field] = value.trim()
  }
  if (!form.guests) form.guests = '1'
  return form
}

/**
 * The contact form. The message is stored first, then one job is queued to send its two emails: a mail server
 * that is down delays the emails but never loses the message or keeps the visitor waiting.
 */
export const sendContactEmail: Endpoint = {
  path: '/contact/email',
  method: 'post',
  handler: async (req) => {
    try {
      const limited = await rateLimit(req, 'contact')
      if (limited) return limited
      const body = await readJsonObject(req)
      if (looksAutomated(body)) {
        // Bots get the answer a person would, so they learn nothing; nothing is stored or sent.
        return Response.json({ success: true, message: successMessage() })
      }
      const form = readForm(body)
      const invalid = validateContact(form)
      if (invalid) throw new Refusal(invalid.message, 400)
      const extra = contactExtrasError(form)
      if (extra) throw new Refusal(extra, 400)

      // The message and its email job are stored together: one commit, and never one without
      // the other.
      const ownTransaction = await initTransaction(req)
      try {
        const message = await req.payload.create({
          collection: 'contact-messages',
          data: {
            ...form,
            roomType: (form.roomType || null) as never,
            houseEmailStatus: 'pending',
            guestEmailStatus: 'pending',
          },
          overrideAccess: true,
          req,
        })
        await req.payload.jobs.queue({
          task: 'sendContactEmail',
          input: { messageId: String(message.id) },
          req,
        })
        if (ownTransaction) await commitTransaction(req)
      } catch (error) {
        await killTransaction(req)
        throw error
      }
      return Response.json({ success: true, message: successMessage() })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.contact.failed)
    }
  },
}
