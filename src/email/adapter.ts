import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { createTransport } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '@/lib/env'

/** Splits `Name <address>` into its parts; a bare address gets the house's name. */
export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1] || 'Guest House', address: match[2] }
  return { name: 'Guest House', address: from.trim() }
}

/** What the capture adapter answers instead of a transport receipt. */
export type CapturedEmail = {
  captured: true
  from: string
  to: string
  replyTo?: string
  /** Further headers, e.g. `Auto-Submitted` on a guest's email. */
  headers?: Record<string, string>
  subject: string
  text?: string
  html?: string
}

export function isCapturedEmail(result: unknown): result is CapturedEmail {
  return (
    typeof result === 'object' && result !== null && (result as CapturedEmail).captured === true
  )
}

/** A captured email as staff read it in /cms: headers, a blank line, the text. */
export function formatCapturedEmail(email: CapturedEmail): string {
  return [
    `From: ${email.from}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${email.subject}`,
    ...Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    email.text ?? '',
  ].join('\n')
}

type Recipients = SendEmailOptions['to']

/** Every address in a recipients value (a string, an address object, or lists of them), in order. */
const addresses = (value: Recipients): string[] => {
  if (!value) return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((entry) => addresses(entry as Recipients))
  return value.address ? [value.address] : []
}

const addressList = (value: Recipients): string => addresses(value).join(', ')

/** The headers given as name → text, the only shape this site sends; others are left out. */
function plainHeaders(headers: SendEmailOptions['headers']): Record<string, string> | undefined {
  if (!headers || Array.isArray(headers)) return undefined
  const entries = Object.entries(headers).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * Local use without SMTP: emails are logged and handed back, so the caller keeps them on the record
 * (the contact message shows exactly what would have been sent).
 */
const captureAdapter =
  (from: { name: string; address: string }): EmailAdapter<CapturedEmail> =>
  ({ payload }) => ({
    name: 'capture',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const captured: CapturedEmail = {
        captured: true,
        from: typeof message.from === 'string' ? message.from : `${from.name} <${from.address}>`,
        to: addressList(message.to),
        replyTo: message.replyTo
          ? addressList(message.replyTo as SendEmailOptions['to'])
          : undefined,
        ...(plainHeaders(message.headers) ? { headers: plainHeaders(message.headers) } : {}),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : undefined,
        html: typeof message.html === 'string' ? message.html : undefined,
      }
      payload.logger.info(
        `Email captured (no SMTP_HOST set): "${captured.subject}" to ${captured.to}`,
      )
      return captured
    },
  })

export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  const from = parseFrom(env.emailFrom)
  if (!env.smtp) return captureAdapter(from) as EmailAdapter
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // The contact form must answer even when the mail server is down at start-up.
    skipVerify: true,
    // Built here with nodemailer's own SMTP transport options (the adapter's option names only the
    // connection's, which leave out `auth`).
    transport: createTransport({
      host: env.smtp.host,
      port: env.smtp.port,
      secure: env.smtp.secure,
      auth: env.smtp.user ? { user: env.smtp.user, pass: env.smtp.pass ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  })
}
