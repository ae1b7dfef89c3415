import type { APIRequestContext, Browser } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { payOnline as payText } from '../../../src/lib/messages/payOnline'
import { formatPesewas } from '../../../src/lib/money/amounts'
import { startPaystackGateway } from '../../helpers/paystackGateway.mjs'
import { day as isoDay } from '../../helpers/fixtures/dates'
import { signInAs } from '../admin/helpers'
import { PAYSTACK_SECRET_KEY, PORTS } from '../env.mjs'
import { BASE_URL, expect, test } from '../fixtures'
import { apiAs, freshIp } from '../security/helpers'

/** An account of this run's own: its cash-up is read for this walk's payment, however often it runs. */
const RECEPTION = {
  email: `payonline-${Date.now()}@e2e.test`,
  password: 'payonline-password-1',
  name: 'Abena Desk',
}
/** The share of the price the house asks up front for this walk; the seed asks none. */
const DEPOSIT_PERCENT = 30

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

type Settings = { depositPercent?: number | null; instantBooking?: boolean | null }
type Availability = { rooms: Array<{ _id: string; name: string; available: boolean }> }
type StoredStay = { id: string; reference: string; status: string; deposit: number }

let admin: APIRequestContext
let gateway: Awaited<ReturnType<typeof startPaystackGateway>>
let settingsBefore: Settings = {}
let bookingId = ''

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function phoneContext(browser: Browser) {
  const context = await browser.newContext(phone)
  // No network here: answer wa.me locally so WhatsApp's window has something to show.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
  )
  return context
}

async function storedStay(reference: string): Promise<StoredStay> {
  const found = await admin.get(`/api/bookings?where[reference][equals]=${reference}&depth=0`)
  expect(found.status(), await found.text()).toBe(200)
  const [stay] = ((await found.json()) as { docs: StoredStay[] }).docs
  return stay
}

test.beforeAll(async () => {
  admin = await apiAs()
  const made = await admin.post('/api/users', { data: { ...RECEPTION, role: 'reception' } })
  expect(made.status(), await made.text()).toBe(201)
  const settings = await admin.get('/api/globals/site-settings?depth=0')
  expect(settings.ok(), await settings.text()).toBeTruthy()
  const { depositPercent, instantBooking } = (await settings.json()) as Settings
  settingsBefore = { depositPercent: depositPercent ?? 0, instantBooking: instantBooking ?? false }
  // A deposit is asked of new stays; a paid request waits for staff, shown as "Deposit paid".
  const changed = await admin.post('/api/globals/site-settings', {
    data: { depositPercent: DEPOSIT_PERCENT, instantBooking: false },
  })
  expect(changed.ok(), await changed.text()).toBeTruthy()
  gateway = await startPaystackGateway({
    port: PORTS.paystack,
    secretKey: PAYSTACK_SECRET_KEY,
    webhookUrl: `${BASE_URL}/api/online-payments/webhook/paystack`,
  })
})

test.afterAll(async () => {
  // The request ends declined: it holds no nights for the specs after this one, and its money
  // shows as the credit it is.
  if (bookingId) {
    const stay = await admin.get(`/api/bookings/${bookingId}?depth=0`)
    const { status } = (await stay.json()) as StoredStay
    const action = status === 'requested' ? 'decline' : status === 'confirmed' ? 'cancel' : null
    if (action) {
      await admin.post(`/api/bookings/${bookingId}/status`, {
        data: { action, seenStatus: status, reason: 'End of the online payment walk' },
      })
    }
  }
  await admin.post('/api/globals/site-settings', { data: settingsBefore })
  await gateway?.close()
  await admin.dispose()
})

test('a guest pays the deposit of their request from their phone through the gateway, sees it confirmed, and reception find it in the cash-up under MTN (390 px)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const [checkIn, checkOut] = [isoDay(200), isoDay(202)]
  const guestSide = await phoneContext(browser)
  const staffSide = await phoneContext(browser)
  // An address of the guest's own: their page's limit is theirs, not shared with other specs'.
  await guestSide.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() })
  const guest = await guestSide.newPage()
  const staff = await staffSide.newPage()

  // The guest asks for a free room, giving a phone number only: no email for the gateway to need.
  const free = (await (
    await guest.request.get(
      `/api/bookings/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`,
    )
  ).json()) as Availability
  const room = free.rooms.find((item) => item.available)
  expect(room).toBeDefined()
  await guest.goto('/bookings')
  await guest.getByLabel('Check-in Date').fill(checkIn)
  await guest.getByLabel('Check-out Date').fill(checkOut)
  await guest.getByLabel('Guests').selectOption('1')
  await guest.getByRole('radio', { name: new RegExp(room!.name) }).check()
  await guest.getByLabel('Full Name').fill('Adwoa Online')
  await guest.getByLabel('Phone Number').fill('0246661122')
  const [popup] = await Promise.all([
    guest.waitForEvent('popup'),
    guest.getByRole('button', { name: 'Book on WhatsApp' }).tap(),
  ])
  await popup.close()
  const reference = (await guest.getByTestId('booking-reference').textContent()) ?? ''
  expect(reference).toMatch(/^RP-/)
  const requested = await storedStay(reference)
  bookingId = requested.id
  expect(requested.status).toBe('requested')
  const deposit = requested.deposit
  expect(deposit).toBeGreaterThan(0)

  // Reception send the guest the payment link by WhatsApp from the request's details.
  await signInAs(staff, RECEPTION)
  await staff.goto('/admin/bookings')
  await staff.getByRole('searchbox').fill(reference)
  await staff.getByRole('button', { name: new RegExp(reference) }).tap()
  const details = staff.getByRole('dialog', { name: reference })
  await expect(details.getByTestId('deposit-due')).toHaveText(
    `Deposit due ${formatPesewas(deposit)}`,
  )
  await details.getByRole('button', { name: 'WhatsApp the guest…' }).tap()
  const message = details.getByTestId('guest-messages').locator('a[data-moment="payLink"]')
  await expect(message).toHaveText('Payment link')
  const whatsapp = new URL((await message.getAttribute('href')) ?? '')
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/233246661122')
  const text = whatsapp.searchParams.get('text') ?? ''
  expect(text).toContain(`${formatPesewas(deposit)} is due for your stay ${reference}`)
  const link = text.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}\?pay=deposit/)?.[0]
  expect(link).toBeDefined()
  const [sent] = await Promise.all([staff.waitForEvent('popup'), message.tap()])
  await sent.close()
  // Opening the link started nothing at the gateway: only the guest's tap does.
  expect(gateway.state.calls.filter((call) => call.path === '/transaction/initialize')).toEqual([])

  // The guest opens the link: the Pay button is brought into view.
  const opened = new URL(link!)
  await guest.goto(`${opened.pathname}${opened.search}`)
  await expect(guest.getByRole('heading', { level: 1 })).toContainText(reference)
  const pay = guest.getByRole('button', { name: payText.payDeposit(deposit) })
  await expect(pay).toBeInViewport()
  const overflow = await guest.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // A double tap opens one payment, and the browser goes to the gateway's checkout.
  await pay.dblclick()
  await guest.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORTS.paystack}/checkout/`))
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    `Pay GHS ${(deposit / 100).toFixed(2)}`,
  )
  expect(
    gateway.state.calls.filter((call) => call.path === '/transaction/initialize'),
  ).toHaveLength(1)

  // The guest picks MTN and approves on their phone; the gateway signs its webhook and sends the
  // browser back, through the house's return address, to the stay's page.
  await guest.getByLabel('Network').selectOption('mtn')
  await guest.getByRole('button', { name: 'Approve on my phone' }).tap()
  await guest.waitForURL(/\/stay\/[A-Za-z0-9_-]{32}\?payment=/)
  await expect(guest.getByRole('status').filter({ hasText: 'Payment received' })).toHaveText(
    new RegExp(`^Payment received: ${escaped(formatPesewas(deposit))}, receipt R-\\d{6}\\.$`),
  )
  await expect(guest.getByTestId('stay-balance')).toContainText(`Paid ${formatPesewas(deposit)}`)
  expect(gateway.state.webhooks.map((webhook) => webhook.status)).toEqual([200])

  // The ledger holds it once, as an ordinary mobile-money payment on MTN.
  const entries = await admin.get(
    `/api/ledger?depth=0&where[booking][equals]=${bookingId}&where[gatewayReference][exists]=true`,
  )
  expect(entries.status(), await entries.text()).toBe(200)
  const { docs } = (await entries.json()) as {
    docs: Array<{ kind: string; amount: number; method: string; network: string }>
  }
  expect(docs).toEqual([
    expect.objectContaining({
      kind: 'payment',
      amount: deposit,
      method: 'mobile-money',
      network: 'mtn',
    }),
  ])

  // Reception see the request as paid, then the payment in the day's takings under MTN.
  await staff.goto('/admin/bookings')
  await staff.getByRole('searchbox').fill(reference)
  await expect(staff.getByRole('button', { name: new RegExp(reference) })).toContainText(
    MESSAGES.desk.depositPaid,
  )
  await staff.goto('/admin/cash-up')
  const mtn = staff.getByTestId('network-mtn')
  await mtn.locator('summary').tap()
  const line = mtn.getByTestId('takings-entry').filter({ hasText: reference })
  await expect(line).toContainText(formatPesewas(deposit))

  await guestSide.close()
  await staffSide.close()
})
