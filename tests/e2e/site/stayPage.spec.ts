import AxeBuilder from '@axe-core/playwright'

import { allRooms, api } from '../admin/helpers'
import { expect, mailbox, signInApi, test } from '../fixtures'

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

test.use({ viewport: { width: 390, height: 844 } })

test('a guest opens their stay from the confirmation email on a phone and asks to cancel', async ({
  page,
  browser,
}) => {
  await signInApi(page.request)
  const [room] = await allRooms(page.request)
  const email = `stay.${Date.now()}@example.com`
  const created = await page.request.post('/api/bookings', {
    ...api,
    data: {
      room: room._id,
      guestName: 'Akosua Mensah',
      phone: '0241234567',
      email,
      guests: 1,
      checkIn: day(120),
      checkOut: day(122),
      source: 'website',
      status: 'requested',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; reference: string } }
  const confirmed = await page.request.post(`/api/bookings/${doc.id}/status`, {
    ...api,
    data: { action: 'confirm', seenStatus: 'requested' },
  })
  expect(confirmed.ok()).toBeTruthy()

  // The desk's WhatsApp message carries the same link, to the guest's number.
  const listed = await page.request.get(`/api/bookings/${doc.id}/messages`, api)
  const { messages } = (await listed.json()) as { messages: Array<{ link: string }> }
  const whatsapp = new URL(messages[0].link)
  expect(whatsapp.pathname).toBe('/233241234567')
  expect(whatsapp.searchParams.get('text')).toContain(`Reference: ${doc.reference}`)

  const mail = await mailbox.waitFor(
    (m) => m.envelope.to.includes(email) && m.subject.includes(doc.reference),
  )
  const link = mail.text.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}/)?.[0] as string
  expect(whatsapp.searchParams.get('text')).toContain(link)

  // The guest has no session: a fresh browser, as on their own phone.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const phone = await guest.newPage()
  const scriptErrors: string[] = []
  phone.on('pageerror', (error) => scriptErrors.push(error.message))
  phone.on('console', (message) => {
    if (message.type() === 'error') scriptErrors.push(message.text())
  })
  await phone.goto(new URL(link).pathname)
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(doc.reference)
  await expect(phone.getByTestId('stay-status')).toHaveText('Confirmed')
  await expect(phone.getByRole('link', { name: 'Add to calendar' })).toBeVisible()
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  const { violations } = await new AxeBuilder({ page: phone }).analyze()
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])

  await phone.getByRole('button', { name: 'Ask to cancel' }).click()
  await phone.getByRole('button', { name: 'Yes, ask to cancel' }).click()
  await expect(phone.getByText('We have your request to cancel')).toBeVisible()
  // From their stay to the site's pages in the browser, without a reload: the stay page's whole
  // metadata and the cached pages' trees sit together.
  await phone.getByRole('button', { name: 'Open menu' }).click()
  await phone
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: /^Rooms/ })
    .click()
  await expect(phone).toHaveURL(/\/rooms$/)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Our Rooms')
  expect(scriptErrors).toEqual([])
  await guest.close()
})
