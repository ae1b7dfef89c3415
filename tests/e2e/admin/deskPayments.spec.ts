import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { allRooms, toast } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

let admin: APIRequestContext
let bookingId = ''
let reference = ''
let depositBookingId = ''

/**
 * A booking with money in the ledger is never deleted, by anyone, and its entries are never
 * removed: the test's stay is cancelled instead when it can be (freeing its nights); one already
 * checked out holds no nights.
 */
async function removeStay(id: string) {
  if (!id) return
  const gone = await admin.delete(`/api/bookings/${id}`)
  if (!gone.ok()) await admin.patch(`/api/bookings/${id}`, { data: { status: 'cancelled' } })
}

test.beforeAll(async () => {
  admin = await apiAs()
  const room = (await allRooms(admin)).find((item) => item.name === 'Garden View Twin')!
  // A guest in the house since yesterday (no one is checked in before the arrival day), who owes
  // the whole price of the stay.
  const made = await admin.post('/api/bookings', {
    data: {
      room: room._id,
      checkIn: isoDay(-1),
      checkOut: isoDay(1),
      guests: 2,
      guestName: 'Akua Payments',
      phone: '0241112222',
      price: 60000,
      priceReason: 'Agreed for the test stay',
      source: 'walk-in',
      status: 'checked-in',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const doc = ((await made.json()) as { doc: { id: string; reference: string } }).doc
  ;[bookingId, reference] = [doc.id, doc.reference]
})

test.afterAll(async () => {
  await removeStay(bookingId)
  await removeStay(depositBookingId)
  await admin.dispose()
})

test.describe('payments on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('staff record a mobile-money payment on the day it came, see the balance fall, and check out with a balance only when they say so', async ({
    page,
  }) => {
    await signInPage(page)
    await page.goto('/admin/bookings')
    await page.getByRole('searchbox').fill(reference)
    await page.getByRole('button', { name: new RegExp(reference) }).tap()
    const dialog = page.getByRole('dialog', { name: reference })
    await expect(dialog.getByTestId('booking-status')).toHaveText('Checked in')
    await expect(dialog.getByTestId('balance')).toContainText('Balance due ₵600')

    const form = dialog.getByRole('form', { name: 'Record a payment' })
    await form.getByLabel('Amount (₵)').fill('250')
    await form.getByLabel('Method').selectOption('mobile-money')
    await form.getByLabel('Network').selectOption('telecel')
    // A day still to come is refused beside the date, before anything is sent.
    const date = form.getByLabel('Received on')
    await expect(date).toHaveValue(isoDay(0))
    await date.fill(isoDay(1))
    await form.getByLabel('Transaction ID').fill('TC-250-XYZ')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(form.getByText(MESSAGES.payment.dateFuture)).toBeVisible()
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await date.fill(isoDay(-1))
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, MESSAGES.booking.paymentAdded)).toBeVisible()
    await expect(dialog.getByTestId('balance')).toContainText('Paid ₵250 of ₵600')
    await expect(dialog.getByTestId('balance')).toContainText('Balance due ₵350')
    const entries = dialog.getByTestId('ledger-entry')
    await expect(entries.first()).toContainText(
      new RegExp(`^Payment (R-\\d{6}) · ${isoDay(-1)} · Mobile money Telecel TC-250-XYZ`),
    )
    await expect(entries.first()).toContainText('By House Manager')
    await expect(form.getByLabel('Amount (₵)')).toHaveValue('')
    const receipt = ((await entries.first().textContent()) ?? '').match(/R-\d{6}/)![0]

    // A refund needs its reason, and is listed with it.
    await form.getByLabel('Money').selectOption('refund')
    await form.getByLabel('Amount (₵)').fill('50')
    await form.getByLabel('Method').selectOption('cash')
    await form.getByRole('button', { name: 'Record refund' }).tap()
    await expect(form.getByText(MESSAGES.ledger.refundReason)).toBeVisible()
    await form.getByLabel('Why it is given back').fill('Breakfast not taken')
    await form.getByRole('button', { name: 'Record refund' }).tap()
    await expect(toast(page, MESSAGES.ledger.refunded)).toBeVisible()
    await expect(entries.nth(1)).toContainText('Breakfast not taken')
    await expect(dialog.getByTestId('balance')).toContainText('Paid ₵200 of ₵600')

    // The refund was a mistake: reversed once, with a reason, it is struck and the money back.
    const refundReceipt = ((await entries.nth(1).textContent()) ?? '').match(/R-\d{6}/)![0]
    expect(refundReceipt).not.toBe(receipt)
    await entries
      .nth(1)
      .getByRole('button', { name: `Reverse ${refundReceipt}` })
      .tap()
    await entries.nth(1).getByRole('button', { name: 'Reverse ₵50' }).tap()
    await expect(entries.nth(1).getByText(MESSAGES.ledger.reverseReason)).toBeVisible()
    await entries
      .nth(1)
      .getByLabel(`Why reverse ${refundReceipt}?`)
      .fill('Recorded on the wrong stay')
    await entries.nth(1).getByRole('button', { name: 'Reverse ₵50' }).tap()
    await expect(toast(page, MESSAGES.ledger.reversed)).toBeVisible()
    await expect(entries.nth(1)).toContainText(
      'Reversed by House Manager: Recorded on the wrong stay',
    )
    await expect(entries.nth(1).getByRole('button', { name: /^Reverse/ })).toHaveCount(0)
    await expect(dialog.getByTestId('balance')).toContainText('Paid ₵250 of ₵600')

    // Checking out asks once, and with ₵350 still due is refused, inside the open dialog, until
    // staff tick that the guest may leave owing it.
    const checkOut = async () => {
      await dialog.getByRole('button', { name: 'Check out', exact: true }).tap()
      const ask = page.getByRole('dialog', { name: /^Check out .+\?$/ })
      await ask.getByRole('button', { name: 'Check out', exact: true }).tap()
      await expect(ask).toBeHidden()
    }
    await checkOut()
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.booking.balanceDue('₵350'))
    await expect(dialog.getByTestId('booking-status')).toHaveText('Checked in')
    await dialog.getByLabel('Let the guest check out with ₵350 due').check()
    await checkOut()
    await expect(dialog.getByTestId('booking-status')).toHaveText('Completed')
    const history = dialog.getByTestId('booking-history').getByRole('listitem')
    await expect(history.last()).toHaveText(
      /^Check out · House Manager · .+ \(Left with ₵350 due\)$/,
    )
    await expect(
      dialog.getByTestId('booking-history').getByText(/^Payment · House Manager · /),
    ).toBeVisible()

    // Nothing on the page is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('staff ask a deposit with a reason, and record ₵19.99 against it to the pesewa', async ({
    page,
  }) => {
    const room = (await allRooms(admin)).find((item) => item.name === 'Garden View Twin')!
    const made = await admin.post('/api/bookings', {
      data: {
        room: room._id,
        checkIn: isoDay(40),
        checkOut: isoDay(42),
        guests: 1,
        guestName: 'Esi Deposit',
        phone: '0243334444',
        price: 50000,
        priceReason: 'Agreed for the test stay',
        source: 'phone',
        status: 'confirmed',
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    const doc = ((await made.json()) as { doc: { id: string; reference: string } }).doc
    depositBookingId = doc.id

    await signInPage(page)
    await page.goto('/admin/bookings')
    await page.getByRole('searchbox').fill(doc.reference)
    await page.getByRole('button', { name: new RegExp(doc.reference) }).tap()
    const dialog = page.getByRole('dialog', { name: doc.reference })
    await expect(dialog.getByTestId('deposit-due')).toHaveCount(0)

    const deposit = dialog.getByRole('form', { name: 'Set the deposit' })
    await deposit.getByLabel('Deposit (₵)').fill('100')
    await deposit.getByRole('button', { name: 'Set deposit' }).tap()
    await expect(deposit.getByText(MESSAGES.booking.depositReason)).toBeVisible()
    await deposit.getByLabel('Reason').fill('Weekend stay')
    await deposit.getByRole('button', { name: 'Set deposit' }).tap()
    await expect(toast(page, MESSAGES.booking.depositSet('₵100'))).toBeVisible()
    await expect(dialog.getByTestId('deposit-due')).toHaveText('Deposit due ₵100')

    const form = dialog.getByRole('form', { name: 'Record a payment' })
    await form.getByLabel('Amount (₵)').fill('19.99')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, MESSAGES.booking.paymentAdded)).toBeVisible()
    await expect(dialog.getByTestId('deposit-due')).toHaveText('Deposit due ₵80.01')
    await expect(dialog.getByTestId('balance')).toContainText('Paid ₵19.99 of ₵500')
    await expect(dialog.getByTestId('balance')).toContainText('Balance due ₵480.01')
    await expect(
      dialog
        .getByTestId('booking-history')
        .getByText(/^Deposit · House Manager · .+ \(₵0 → ₵100: Weekend stay\)$/),
    ).toBeVisible()
  })
})
