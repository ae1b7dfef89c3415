// A small reader for the raw messages the loopback SMTP server receives: enough to check
// recipients, headers and text in tests without a full MIME library.
import { SMTPServer } from 'smtp-server'

function decodeWord(value) {
  return value
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, _charset, enc, text) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8')
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_x, hex) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    })
    .replace(/\?=\s+=\?/g, '')
}

function decodeQuotedPrintable(text) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_x, hex) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** Headers (lower-case names, unfolded, decoded) and the decoded text of every part. */
export function parseMail(raw) {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  const headers = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWord(line.slice(colon + 1).trim())
  }
  const body = raw.slice(split)
  const parts = body.split(/\r?\n--[^\r\n]+/)
  const text = parts
    .map((part) => {
      const partSplit = part.search(/\r?\n\r?\n/)
      if (partSplit < 0) return part
      const partHead = part.slice(0, partSplit).toLowerCase()
      const content = part.slice(partSplit).trim()
      if (partHead.includes('quoted-printable')) return decodeQuotedPrintable(content)
      if (partHead.includes('base64'))
        return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      return content
    })
    .join('\n')
  return { headers, subject: headers.subject ?? '', text, raw }
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const messages = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          ...parseMail(raw),
        })
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // Once listening, an error is one connection's, and the server goes on, as a real mail server
  // does. smtp-server emits it on the server when a sender's connection breaks in the middle of a
  // message (an app server stopped while its queue was sending); left without a listener, that
  // 'error' event ended the whole test process ("read ECONNRESET").
  const connectionErrors = []
  server.on('error', (error) => connectionErrors.push(error))
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    /** Errors of single connections since the start (a sender that went away mid-message). */
    connectionErrors,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
