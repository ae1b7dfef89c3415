import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

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
      json: { name: 'Kofi', email: 'kofi@example.com', subject: 'Parking', message: 'Is parking free?' },
    })
    expect(response.status).toBe(200)
    await app.payload.jobs.run({ limit: 10 })
    const { docs } = await app.payload.find({ collection: 'contact-messages', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ houseEmailStatus: 'captured', guestEmailStatus: 'captured', guests: '1' })
    const captured = docs[0].capturedEmails as Array<Record<string, string>>
    expect(captured.map((mail) => mail.to).sort()).toEqual(['house@capture.test', 'kofi@example.com'])
    const house = captured.find((mail) => mail.to === 'house@capture.test')
    expect(house?.replyTo).toBe('kofi@example.com')
    expect(house?.text).toContain('Is parking free?')
  })
})
