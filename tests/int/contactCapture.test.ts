import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp

beforeAll(async () => {
  // No SMTP_HOST: the embedded default keeps emails on the message instead of sending them.
  delete process.env.SMTP_HOST
  app = await startTestApp('contact-capture', { CONTACT_TO_EMAIL: 'house@capture.test' })
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('contact emails without SMTP', () => {
  it('captures both emails on the stored message', async () => {
    const response = await app.call('POST', '/contact/email', {
      json: {
        name: 'Kofi',
        email: 'kofi@example.com',
        subject: 'Parking',
        message: 'Is parking free?',
      },
    })
    expect(response.status).toBe(200)
    // Nothing is emailed, so the answer promises no email.
    expect(await response.json()).toEqual({
      success: true,
      message: MESSAGES.contact.successNoEmail,
    })
    await app.payload.jobs.run({ limit: 10 })
    const { docs } = await app.payload.find({
      collection: 'contact-messages',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      houseEmailStatus: 'captured',
      guestEmailStatus: 'captured',
      guests: '1',
    })
    const captured = String(docs[0].capturedEmails)
    const [house, guest] = captured.split(/\n\n(?=From: )/)
    expect(house).toMatch(
      /^From: .*\nTo: house@capture\.test\nReply-To: kofi@example\.com\nSubject: .*Parking/,
    )
    expect(house).toContain('Is parking free?')
    expect(guest).toMatch(
      /\nTo: kofi@example\.com\nReply-To: house@capture\.test\nSubject: We received your message/,
    )
    // An automatic answer: out-of-office replies never answer it back.
    expect(guest).toContain('\nAuto-Submitted: auto-replied\n')
    // The acknowledgement repeats nothing the sender typed.
    expect(guest).not.toContain('Parking')
    expect(guest).not.toContain('Is parking free?')
    // Answers go to the house, never back to the address the sender typed.
    expect(guest).not.toContain('Reply-To: kofi')
  })
})
