import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startSmtpServer } from '../../../scripts/lib/mail.mjs'

// The loopback SMTP server the integration tests and the bench read emails from. App servers are
// stopped while their queues may be sending: a sender gone in the middle of a message must cost
// that message only, never the test process (it once ended a whole suite with "read ECONNRESET").

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer(0)
})
afterAll(() => smtp.close())

/** Speaks SMTP line by line, each command after the server's last reply. */
function sender() {
  const socket = net.connect(smtp.port, '127.0.0.1')
  let replies = ''
  let waiting: (() => void) | undefined
  socket.on('data', (chunk) => {
    replies += chunk.toString('utf8')
    waiting?.()
  })
  const reply = (code: string) =>
    new Promise<void>((resolve) => {
      waiting = () => {
        if (replies.split('\r\n').some((line) => line.startsWith(`${code} `))) {
          replies = ''
          resolve()
        }
      }
      waiting()
    })
  const say = async (line: string, code: string) => {
    socket.write(`${line}\r\n`)
    await reply(code)
  }
  return { socket, reply, say }
}

async function startMessage(subject: string) {
  const one = sender()
  await one.reply('220')
  await one.say('EHLO app.test', '250')
  await one.say('MAIL FROM:<house@smtp.test>', '250')
  await one.say('RCPT TO:<guest@smtp.test>', '250')
  await one.say('DATA', '354')
  one.socket.write(`Subject: ${subject}\r\n\r\nThe first half of a message`)
  return one
}

describe('the test SMTP server', () => {
  it('outlives senders that break off in the middle of a message, and takes the next one', async () => {
    for (const subject of ['cut off 1', 'cut off 2']) {
      const broken = await startMessage(subject)
      const closed = new Promise((resolve) => broken.socket.once('close', resolve))
      broken.socket.resetAndDestroy()
      await closed
    }
    const whole = await startMessage('whole')
    await whole.say('\r\n.', '250')
    whole.socket.end()

    expect(smtp.messages.map(({ subject }) => subject)).toEqual(['whole'])
    // The server reads each reset on its own time; a second at most.
    for (let tries = 0; smtp.connectionErrors.length < 2 && tries < 20; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(smtp.connectionErrors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual([
      'ECONNRESET',
      'ECONNRESET',
    ])
  })
})
