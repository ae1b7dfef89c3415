import { CONTACT_TO, expect, mailbox, test } from '../fixtures'
import { anonymous, apiAs, counts, freshIp } from './helpers'

const message = (change: Record<string, unknown> = {}) => ({
  name: 'Security Guest',
  email: 'security.guest@example.com',
  subject: 'Security check',
  message: 'Hello',
  ...change,
})

test.describe('contact form abuse', () => {
  test('honeypot and too-fast submissions are dropped with a normal answer', async () => {
    const admin = await apiAs()
    const guest = await anonymous()
    const before = await counts(admin)
    for (const data of [
      message({ website: 'http://spam.example' }),
      message({ formFillMs: 200 }),
    ]) {
      const response = await guest.post('/api/contact/email', {
        data,
        headers: { 'X-Forwarded-For': freshIp() },
      })
      expect(response.status()).toBe(200)
      expect(await response.json()).toMatchObject({ success: true })
    }
    expect((await counts(admin))['contact-messages']).toBe(before['contact-messages'])
    await Promise.all([admin.dispose(), guest.dispose()])
  })

  test('line breaks meant to inject mail headers are refused', async () => {
    const admin = await apiAs()
    const guest = await anonymous()
    const before = await counts(admin)
    for (const change of [
      { subject: 'Hi\r\nBcc: victim@example.com' },
      { name: 'Eve\nCc: victim@example.com' },
      { email: 'eve@example.com\r\nBcc: v@example.com' },
    ]) {
      const response = await guest.post('/api/contact/email', {
        data: message(change),
        headers: { 'X-Forwarded-For': freshIp() },
      })
      expect(response.status()).toBe(400)
      expect((await response.json()).message).toBe(
        'Invalid form data. Please check your information and try again.',
      )
    }
    expect((await counts(admin))['contact-messages']).toBe(before['contact-messages'])
    await Promise.all([admin.dispose(), guest.dispose()])
  })

  test('<script> in a message is text in /cms and in the email', async ({ page }) => {
    const guest = await anonymous()
    const subject = `Script test ${Date.now()}`
    const payload =
      '<script>window.__pwned = true; alert("x")</script><img src=x onerror="window.__pwned=true">'
    const sent = await guest.post('/api/contact/email', {
      data: message({ subject, message: payload }),
      headers: { 'X-Forwarded-For': freshIp() },
    })
    expect(sent.status()).toBe(200)

    const mail = await mailbox.waitFor(
      (m) => m.envelope.to.includes(CONTACT_TO) && m.subject.includes(subject),
    )
    expect(mail.text).toContain('&lt;script&gt;window.__pwned')
    expect(mail.text).not.toMatch(/<p[^>]*>\s*<script>/)

    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs += 1
      await dialog.dismiss()
    })
    const admin = await apiAs()
    const found = await admin.get(
      `/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`,
    )
    const [doc] = ((await found.json()) as { docs: Array<{ id: string }> }).docs
    await page.context().addCookies((await admin.storageState()).cookies)
    await page.goto(`/cms/collections/contact-messages/${doc.id}`)
    // The message is shown as the very characters the guest typed, inside a text field.
    await expect(page.locator('#field-message')).toHaveValue(payload)
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
    ).toBeUndefined()
    expect(dialogs).toBe(0)
    await Promise.all([admin.dispose(), guest.dispose()])
  })
})
