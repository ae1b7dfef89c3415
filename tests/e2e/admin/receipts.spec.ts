import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { formatPesewas } from '../../../src/lib/money/amounts'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { api, checkOutStay, deskStay, signInAs, toast } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

const CASHIER = { email: 'receipts@e2e.test', password: 'receipts-password-1' }
/** A room no other spec books for today: the specs share one server and its nights. */
const ROOM = 'Deluxe King Room'

let admin: APIRequestContext
let bookingId = ''
let reference = ''

/** Today's revenue as the dashboard counts it, in pesewas. */
async function dashboardToday(request: APIRequestContext): Promise<number> {
  const today = isoDay(0)
  const response = await request.get(`/api/dashboard?from=${today}&to=${today}`, api)
  expect(response.ok(), await response.text()).toBeTruthy()
  return ((await response.json()) as { totals: { revenue: number } }).totals.revenue
}

test.beforeAll(async () => {
  admin = await apiAs()
  ;({ id: bookingId, reference } = await deskStay(
    admin,
    { ...CASHIER, name: 'Yaa Receipts' },
    {
      room: ROOM,
      checkIn: isoDay(0),
      checkOut: isoDay(1),
      guestName: 'Adwoa Receipts',
      phone: '0244556677',
      price: 45_000,
    },
  ))
})

test.afterAll(async () => {
  if (bookingId) await checkOutStay(admin, bookingId)
  await admin.dispose()
})

test.describe('receipts on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a receptionist takes ₵19.99 by mobile money, refunds ₵5.00, prints the receipt on the 80 mm roll; the cash-up and the dashboard agree; the guest opens the invoice without signing in', async ({
    page,
    browser,
  }) => {
    const revenueBefore = await dashboardToday(admin)

    await signInAs(page, CASHIER)
    await page.goto('/admin/bookings')
    await page.getByRole('searchbox').fill(reference)
    await page.getByRole('button', { name: new RegExp(reference) }).tap()
    const dialog = page.getByRole('dialog', { name: reference })
    const form = dialog.getByRole('form', { name: 'Record a payment' })

    await form.getByLabel('Amount (₵)').fill('19.99')
    await form.getByLabel('Method').selectOption('mobile-money')
    await form.getByLabel('Network').selectOption('mtn')
    await form.getByLabel('Transaction ID').fill('MP261125.0919.C77001')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, MESSAGES.booking.paymentAdded)).toBeVisible()
    await expect(form.getByLabel('Amount (₵)')).toHaveValue('')

    await form.getByLabel('Money').selectOption('refund')
    await form.getByLabel('Amount (₵)').fill('5.00')
    await form.getByLabel('Method').selectOption('cash')
    await form.getByLabel('Why it is given back').fill('Breakfast not served')
    await form.getByRole('button', { name: 'Record refund' }).tap()
    await expect(toast(page, MESSAGES.ledger.refunded)).toBeVisible()
    await expect(dialog.getByTestId('balance')).toContainText('Paid ₵14.99 of ₵450')

    const entries = dialog.getByTestId('ledger-entry')
    await expect(entries).toHaveCount(2)
    const receipt = ((await entries.first().textContent()) ?? '').match(/R-\d{6,}/)![0]
    await expect(dialog.getByRole('link', { name: 'Invoice' })).toBeVisible()
    await entries
      .first()
      .getByRole('link', { name: `Receipt ${receipt}` })
      .tap()

    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}/receipt/${receipt}$`))
    const sheet = page.getByTestId('stay-document')
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${receipt}`)
    await expect(sheet.getByTestId('receipt-amount')).toHaveText('₵19.99')
    await expect(sheet).toContainText('Mobile money MTN')
    await expect(sheet).toContainText('MP261125.0919.C77001')
    await expect(sheet).toContainText('Adwoa Receipts')
    await expect(sheet.getByTestId('document-received')).toHaveText('₵14.99')
    await expect(sheet.getByTestId('document-balance')).toHaveText('Balance due ₵435.01')

    // The 80 mm roll: the receipt is laid out on its named page, 72 mm wide, and on paper the
    // portal's sidebar and header and the Print button are gone.
    await page.getByRole('link', { name: '80 mm receipt' }).tap()
    await expect(sheet).toHaveAttribute('data-paper', '80mm')
    const share = page.getByRole('link', { name: 'Send on WhatsApp' })
    const shareHref = (await share.getAttribute('href'))!
    await page.emulateMedia({ media: 'print' })
    const printed = await sheet.evaluate((element) => {
      const style = getComputedStyle(element)
      const pages = [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule),
      )
      const roll = pages.find((rule) => rule.selectorText === 'stay-80mm')
      return {
        page: style.getPropertyValue('page'),
        widthMm: Math.round((parseFloat(style.width) * 25.4) / 96),
        size: roll?.style.getPropertyValue('size') ?? '',
      }
    })
    expect(printed).toEqual({ page: 'stay-80mm', widthMm: 72, size: '80mm 297mm' })
    await expect(page.getByRole('complementary', { name: 'Staff portal' })).toBeHidden()
    await expect(page.getByTestId('current-page')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(share).toBeHidden()
    await expect(sheet).toBeVisible()
    await page.screenshot({ path: 'test-results/receipt-80mm-print.png', fullPage: true })
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()

    // The day's takings: the receptionist's cash-up shows the money net of the refund.
    await page.goto('/admin/cash-up')
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(isoDay(0))
    await expect(page.getByTestId('takings-total')).toHaveText('₵14.99')
    await expect(page.getByTestId('method-mobile-money-total')).toHaveText('₵19.99')
    await expect(page.getByTestId('network-mtn-total')).toHaveText('₵19.99')

    // The owner's view: the dashboard's revenue for today rose by the same ₵14.99, and equals the
    // cash-up of everyone's takings today to the pesewa.
    const owner = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const ownerPage = await owner.newPage()
    await signInPage(ownerPage)
    const revenueAfter = await dashboardToday(ownerPage.request)
    expect(revenueAfter - revenueBefore).toBe(1499)
    await ownerPage.goto('/admin/cash-up')
    await expect(ownerPage.getByTestId('takings-total')).toHaveText(formatPesewas(revenueAfter))
    await ownerPage.getByLabel('Recorded by').selectOption({ label: 'Yaa Receipts' })
    await expect(ownerPage.getByTestId('takings-total')).toHaveText('₵14.99')
    await ownerPage.goto('/admin')
    await ownerPage.getByLabel('Period').selectOption('7')
    const week = await ownerPage.request.get('/api/dashboard?period=7', api)
    const weekRevenue = ((await week.json()) as { totals: { revenue: number } }).totals.revenue
    await expect(ownerPage.getByTestId('card-revenue-value')).toHaveText(formatPesewas(weekRevenue))
    await owner.close()

    // The guest's link, as the WhatsApp message carries it, opens the invoice without a session.
    const text = new URL(shareHref).searchParams.get('text') ?? ''
    const guestLink = new URL(text.match(/https?:\/\/\S+\/receipt\/R-\d+/)![0])
    const invoicePath = guestLink.pathname.replace(/\/receipt\/R-\d+$/, '/invoice')
    const guestContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const guestPage = await guestContext.newPage()
    const opened = await guestPage.goto(invoicePath)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toContain('no-store')
    const invoice = guestPage.getByTestId('stay-document')
    await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(
      `Invoice INV-${reference.slice(3)}`,
    )
    await expect(invoice.getByTestId('document-line')).toHaveCount(2)
    await expect(invoice.getByTestId('document-received')).toHaveText('₵14.99')
    await expect(invoice.getByTestId('document-balance')).toHaveText('Balance due ₵435.01')
    // The Print button, the page's one script, opens the browser's print dialog (stubbed here):
    // it runs under the public pages' script policy.
    await guestPage.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    // Tapped again until the button has hydrated: before that, a tap does nothing.
    await expect(async () => {
      await guestPage.getByRole('button', { name: 'Print' }).tap()
      await expect(guestPage.locator('body')).toHaveAttribute('data-printed', 'yes', {
        timeout: 1000,
      })
    }).toPass()
    // On paper the invoice takes its A4 page, without the site's header and footer.
    await guestPage.emulateMedia({ media: 'print' })
    expect(
      await invoice.evaluate((element) => getComputedStyle(element).getPropertyValue('page')),
    ).toBe('stay-a4')
    await expect(guestPage.getByRole('banner').first()).toBeHidden()
    await expect(guestPage.getByRole('contentinfo')).toBeHidden()
    await guestPage.screenshot({ path: 'test-results/invoice-a4-print.png', fullPage: true })
    await guestContext.close()
  })
})
