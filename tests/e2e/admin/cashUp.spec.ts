import fs from 'node:fs'

import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs } from '../security/helpers'
import { expect, test } from '../fixtures'
import { checkOutStay, deskStay, signInAs, toast } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

const CASHIER = { email: 'cashier@e2e.test', password: 'cashier-password-1' }

let admin: APIRequestContext
let bookingId = ''
let reference = ''

test.beforeAll(async () => {
  admin = await apiAs()
  ;({ id: bookingId, reference } = await deskStay(
    admin,
    { ...CASHIER, name: 'Esi Cashier' },
    {
      room: 'Garden View Twin',
      checkIn: isoDay(-1),
      checkOut: isoDay(1),
      guestName: 'Ɔkyeame Ɛsi',
      phone: '0241113333',
      price: 60_000,
    },
  ))
})

test.afterAll(async () => {
  if (bookingId) await checkOutStay(admin, bookingId)
  await admin.dispose()
})

test.describe('the day’s takings on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a receptionist records two payments, opens the cash-up, sees them by method and network, and downloads the CSV', async ({
    page,
  }) => {
    await signInAs(page, CASHIER)
    await page.goto('/admin/bookings')
    await page.getByRole('searchbox').fill(reference)
    await page.getByRole('button', { name: new RegExp(reference) }).tap()
    const dialog = page.getByRole('dialog', { name: reference })
    const form = dialog.getByRole('form', { name: 'Record a payment' })

    await form.getByLabel('Amount (₵)').fill('19.99')
    await form.getByLabel('Method').selectOption('mobile-money')
    await form.getByLabel('Network').selectOption('mtn')
    await form.getByLabel('Transaction ID').fill('00123456789012345678')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, MESSAGES.booking.paymentAdded)).toBeVisible()
    await expect(form.getByLabel('Amount (₵)')).toHaveValue('')

    await form.getByLabel('Amount (₵)').fill('1.15')
    await form.getByLabel('Method').selectOption('cash')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(dialog.getByTestId('balance')).toContainText('Paid ₵21.14 of ₵600')

    await page.goto('/admin/cash-up')
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(isoDay(0))
    await expect(page.getByTestId('takings-total')).toHaveText('₵21.14')
    await expect(page.getByTestId('method-cash-total')).toHaveText('₵1.15')
    await expect(page.getByTestId('method-mobile-money-total')).toHaveText('₵19.99')
    await expect(page.getByTestId('network-mtn-total')).toHaveText('₵19.99')
    // A receptionist sees what they recorded, and chooses no one else's.
    await expect(page.getByLabel('Recorded by')).toHaveCount(0)
    await page.getByTestId('network-mtn').locator('summary').tap()
    const line = page.getByTestId('network-mtn').getByTestId('takings-entry')
    await expect(line).toContainText(reference)
    await expect(line).toContainText('ID 00123456789012345678')
    await expect(line).toContainText('by Esi Cashier')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).tap(),
    ])
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toContain(`${reference},Ɔkyeame Ɛsi,Garden View Twin,checked-in,payment,19.99`)
    expect(rows[1]).toContain('mobile-money,mtn,"=""00123456789012345678"""')
    expect(rows[2]).toContain('payment,1.15,cash')
  })
})
