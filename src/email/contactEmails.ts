import type { ContactMessage } from '@/payload-types'

/** Everything a guest typed goes into emails as text: HTML is escaped, never interpreted. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Subjects are one line: a CR or LF in them could forge mail headers. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim()
}

type Email = { subject: string; text: string; html: string }

function details(message: ContactMessage): Array<[string, string]> {
  return [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone || '—'],
    ['Check-in', message.checkIn || '—'],
    ['Check-out', message.checkOut || '—'],
    ['Guests', message.guests || '—'],
    ['Room type', message.roomType || '—'],
    ['Subject', message.subject],
  ]
}

/** Label and value rows as an email's HTML table, every text escaped. */
export function detailsTable(rows: Array<[string, string]>): string {
  const cells = rows.map(
    ([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
  )
  return ['<table cellpadding="4">', ...cells, '</table>'].join('\n')
}

function render(
  intro: string,
  rows: Array<[string, string]>,
  body: string,
): Omit<Email, 'subject'> {
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', body].join('\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(rows),
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
  ].join('\n')
  return { text, html }
}

export function houseEmail(message: ContactMessage, houseName: string): Email {
  return {
    subject: oneLine(`New message from the ${houseName} website: ${message.subject}`),
    ...render(
      `${message.name} sent a message through the website.`,
      details(message),
      message.message,
    ),
  }
}

/**
 * The guest's acknowledgement repeats nothing the sender typed, not even a name: anyone can type
 * any address into the form, so a copy of their words would let strangers mail whatever they
 * like to whomever they like from the house's account.
 */
export function guestAcknowledgement(houseName: string): Email {
  const lines = [
    `Thank you for contacting ${houseName}. We have received your message and will reply soon.`,
    'If you did not write to us, someone else typed your address; you can ignore this email.',
  ]
  return {
    subject: oneLine(`We received your message - ${houseName}`),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}
