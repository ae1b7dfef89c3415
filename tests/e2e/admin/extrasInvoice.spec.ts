import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { charges as chargesText } from '../../../src/lib/messages/charges'
import { MESSAGES } from '../../../src/lib/messages'
import { amountText, formatPesewas } from '../../../src/lib/money/amounts'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { allRooms, checkOutStay, signInAs, toast } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'
import { logPath } from '../../helpers/logs.mjs'

/** An account of this run's own: its cash-up holds this walk's takings alone, however often it runs. */
const RECEPTION = {
  email: `extras-${Date.now()}@e2e.test`,
  password: 'extras-password-1',
  name: 'Kofi Extras',
}
/** Booked here from yesterday to tomorrow and checked out after: the specs share its nights. */
const ROOM = 'Queen Comfort Room'
const BEER = { name: 'Club beer (large)', price: 2500 }
const LAUNDRY = { name: 'Laundry (per bag)', price: 5000 }
const TRANSACTION = 'MP261207.0815.A51001'

/**
 * The 2026 regime, written out here on its own: VAT 15%, NHIL 2.5% and GETFund 2.5% (the house is
 * VAT-registered, as seeded) and the tourism levy 1%, each on the net price alone. Prices include
 * the taxes (as seeded), so each is its share of what the guest pays, rounded half-up once, and the
 * net is what is left.
 */
const TAXES_2026 = [
  { name: 'National Health Insurance Levy', rate: '2.5%', basisPoints: 250 },
  { name: 'GETFund Levy', rate: '2.5%', basisPoints: 250 },
  { name: 'VAT', rate: '15%', basisPoints: 1500 },
  { name: 'Tourism Levy', rate: '1%', basisPoints: 100 },
] as const
const ALL_RATES = TAXES_2026.reduce((sum, tax) => sum + tax.basisPoints, 0)
const share = (gross: number, basisPoints: number) =>
  Math.floor((gross * basisPoints) / (10_000 + ALL_RATES) + 0.5)

function expectedLine(gross: number) {
  const amounts = TAXES_2026.map((tax) => share(gross, tax.basisPoints))
  const tax = amounts.reduce((sum, amount) => sum + amount, 0)
  return { gross, net: gross - tax, tax, base: share(gross, 10_000), amounts }
}

/** The house's numbers an accountant looks for at the head of the invoice, kept here for the walk. */
const HOUSE = { tin: 'C0001234567', tourismLicence: 'GTA/ER/2026/0451' }

let admin: APIRequestContext
let houseBefore: { tin?: string | null; tourismLicence?: string | null } = {}
let bookingId = ''
let reference = ''
let nightPrices: number[] = []

test.beforeAll(async () => {
  admin = await apiAs()
  const made = await admin.post('/api/users', { data: { ...RECEPTION, role: 'reception' } })
  expect(made.status(), await made.text()).toBe(201)
  const settings = await admin.get('/api/globals/site-settings?depth=0')
  expect(settings.ok(), await settings.text()).toBeTruthy()
  const { tin, tourismLicence } = (await settings.json()) as typeof houseBefore
  houseBefore = { tin: tin ?? '', tourismLicence: tourismLicence ?? '' }
  const house = await admin.post('/api/globals/site-settings', { data: HOUSE })
  expect(house.ok(), await house.text()).toBeTruthy()
  const room = (await allRooms(admin)).find((item) => item.name === ROOM)!
  // Priced by the room's own rates, so the invoice's nights are the nights as quoted.
  const response = await admin.post('/api/bookings', {
    data: {
      room: room._id,
      guests: 2,
      source: 'walk-in',
      status: 'checked-in',
      checkIn: isoDay(-1),
      checkOut: isoDay(1),
      guestName: 'Ama Extras',
      phone: '0245551234',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as {
    doc: { id: string; reference: string; price: number; nightPrices: { price: number }[] }
  }
  ;({ id: bookingId, reference } = doc)
  nightPrices = doc.nightPrices.map((night) => night.price)
  expect(nightPrices).toHaveLength(2)
  expect(nightPrices.reduce((sum, price) => sum + price, 0)).toBe(doc.price)
})

test.afterAll(async () => {
  if (bookingId) await checkOutStay(admin, bookingId)
  await admin.post('/api/globals/site-settings', { data: houseBefore })
  await admin.dispose()
})

test.describe('extras on the bill, paid by MTN mobile money, on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('reception charges two beers and a laundry bag from Today, takes the balance by MTN, and the invoice shows each night, extra and tax with nothing due', async ({
    page,
    browser,
  }) => {
    const price = nightPrices.reduce((sum, night) => sum + night, 0)
    const owed = price + 2 * BEER.price + LAUNDRY.price
    await signInAs(page, RECEPTION)

    // Today: the guest is in the house, owing the stay's price.
    await page.goto('/admin/today')
    const inHouse = page.getByTestId('desk-in-house')
    const stay = inHouse.getByRole('listitem').filter({ hasText: reference }).first()
    const due = stay.getByRole('button', { name: new RegExp(reference) })
    await expect(due).toContainText(`${formatPesewas(price)} due`)

    // Two beers: Add charge, the item, one more, Charge (4 taps).
    let taps = 0
    const tap = async (locator: ReturnType<typeof page.getByRole>) => {
      await locator.tap()
      taps += 1
    }
    await tap(stay.getByRole('button', { name: chargesText.addCharge }))
    let dialog = page.getByRole('dialog', { name: new RegExp(chargesText.formTitle) })
    await expect(dialog).toContainText(reference)
    await tap(dialog.getByRole('radio', { name: new RegExp(BEER.name.replace(/[()]/g, '\\$&')) }))
    await expect(dialog.getByLabel(chargesText.priceLabel)).toHaveValue(amountText(BEER.price))
    await tap(dialog.getByRole('button', { name: chargesText.more }))
    await expect(dialog.getByLabel(chargesText.quantityLabel)).toHaveValue('2')
    await tap(
      dialog.getByRole('button', { name: chargesText.submit(formatPesewas(2 * BEER.price)) }),
    )
    await expect(toast(page, chargesText.added)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(due).toContainText(`${formatPesewas(price + 2 * BEER.price)} due`)
    const beerTaps = taps

    // A bag of laundry at the list's price: Add charge, the item, Charge (3 taps).
    taps = 0
    await tap(stay.getByRole('button', { name: chargesText.addCharge }))
    dialog = page.getByRole('dialog', { name: new RegExp(chargesText.formTitle) })
    await tap(
      dialog.getByRole('radio', { name: new RegExp(LAUNDRY.name.replace(/[()]/g, '\\$&')) }),
    )
    await tap(
      dialog.getByRole('button', { name: chargesText.submit(formatPesewas(LAUNDRY.price)) }),
    )
    await expect(toast(page, chargesText.added).first()).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(due).toContainText(`${formatPesewas(owed)} due`)
    const laundryTaps = taps
    console.log(`Taps to post a charge from Today: 2 beers ${beerTaps}, laundry ${laundryTaps}`)
    expect([beerTaps, laundryTaps]).toEqual([4, 3])

    // The guest pays the whole balance by MTN mobile money.
    await due.tap()
    const details = page.getByRole('dialog', { name: reference })
    await expect(details.getByTestId('balance')).toContainText(
      `Paid ${formatPesewas(0)} of ${formatPesewas(owed)}`,
    )
    const form = details.getByRole('form', { name: 'Record a payment' })
    await form.getByLabel('Amount (₵)').fill(amountText(owed))
    await form.getByLabel('Method').selectOption('mobile-money')
    await form.getByLabel('Network').selectOption('mtn')
    await form.getByLabel('Transaction ID').fill(TRANSACTION)
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, MESSAGES.booking.paymentAdded)).toBeVisible()
    await expect(details.getByTestId('balance')).toContainText(
      `Paid ${formatPesewas(owed)} of ${formatPesewas(owed)}`,
    )
    await expect(details.getByTestId('balance')).toContainText('Nothing due')

    // The desk's copy of the invoice.
    await details.getByRole('link', { name: 'Invoice' }).tap()
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}/invoice`))
    const sheet = page.getByTestId('stay-document')
    await expect(sheet.getByRole('heading', { level: 1 })).toContainText('Invoice')

    await expect(sheet.getByTestId('house-tin')).toHaveText(`TIN ${HOUSE.tin}`)
    await expect(sheet.getByTestId('house-licence')).toHaveText(
      `Tourism licence ${HOUSE.tourismLicence}`,
    )

    const rooms = nightPrices.map(expectedLine)
    const beers = expectedLine(2 * BEER.price)
    const laundry = expectedLine(LAUNDRY.price)
    const lines = sheet.getByTestId('invoice-line')
    await expect(lines).toHaveCount(4)
    const split = (line: ReturnType<typeof expectedLine>) =>
      `Net ${formatPesewas(line.net)} · taxes ${formatPesewas(line.tax)}`
    for (const [index, night] of rooms.entries()) {
      await expect(lines.nth(index)).toContainText(formatPesewas(night.gross))
      await expect(lines.nth(index)).toContainText(split(night))
    }
    await expect(lines.nth(2)).toContainText(`2 × ${BEER.name}`)
    await expect(lines.nth(2)).toContainText(formatPesewas(beers.gross))
    await expect(lines.nth(2)).toContainText(split(beers))
    await expect(lines.nth(3)).toContainText(LAUNDRY.name)
    await expect(lines.nth(3)).not.toContainText('×')
    await expect(lines.nth(3)).toContainText(formatPesewas(laundry.gross))
    await expect(lines.nth(3)).toContainText(split(laundry))
    await expect(sheet.getByTestId('price-adjustment')).toHaveCount(0)

    const all = [...rooms, beers, laundry]
    const sum = (pick: (line: ReturnType<typeof expectedLine>) => number) =>
      all.reduce((total, line) => total + pick(line), 0)
    const taxLines = sheet.getByTestId('tax-line')
    await expect(taxLines).toHaveCount(TAXES_2026.length)
    for (const [index, tax] of TAXES_2026.entries()) {
      const base = formatPesewas(sum((line) => line.base))
      const amount = formatPesewas(sum((line) => line.amounts[index]))
      const line = taxLines.filter({ hasText: `${tax.name} ${tax.rate} on ${base}` })
      await expect(line).toHaveCount(1)
      await expect(line.locator('span').last()).toHaveText(amount)
    }
    await expect(sheet.getByTestId('invoice-net')).toHaveText(formatPesewas(sum((l) => l.net)))
    await expect(sheet.getByTestId('invoice-tax')).toHaveText(formatPesewas(sum((l) => l.tax)))
    await expect(sheet.getByTestId('invoice-gross')).toHaveText(formatPesewas(owed))
    expect(sum((line) => line.net) + sum((line) => line.tax)).toBe(owed)
    await expect(sheet.getByTestId('document-price')).toHaveText(formatPesewas(price))
    await expect(sheet.getByTestId('document-extras')).toHaveText(
      formatPesewas(2 * BEER.price + LAUNDRY.price),
    )
    await expect(sheet.getByTestId('document-paid')).toHaveText(formatPesewas(owed))
    await expect(sheet.getByTestId('document-line')).toContainText('Mobile money MTN')
    await expect(sheet.getByTestId('document-line')).toContainText(TRANSACTION)
    await expect(sheet.getByTestId('document-balance')).toHaveText('Nothing due')
    // The page keeps to the phone's width: nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const invoiceText = await sheet.innerText()
    // Beside the logs (tests/.tmp/logs), as a text file to paste from.
    fs.writeFileSync(
      path.join(path.dirname(logPath('invoice-walk')), 'invoice-walk.txt'),
      `${invoiceText}\n`,
    )
    console.log(invoiceText)

    // The 80 mm roll carries the same lines and totals.
    await page.getByRole('link', { name: '80 mm receipt' }).tap()
    await expect(sheet).toHaveAttribute('data-paper', '80mm')
    await expect(sheet.getByTestId('invoice-line')).toHaveCount(4)
    await expect(sheet.getByTestId('tax-line')).toHaveCount(TAXES_2026.length)
    await expect(sheet.getByTestId('invoice-gross')).toHaveText(formatPesewas(owed))
    await expect(sheet.getByTestId('document-balance')).toHaveText('Nothing due')

    // The day's cash-up lists the payment under MTN.
    await page.goto('/admin/cash-up')
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(isoDay(0))
    await expect(page.getByTestId('network-mtn-total')).toHaveText(formatPesewas(owed))
    await page.getByTestId('network-mtn').locator('summary').tap()
    const entry = page.getByTestId('network-mtn').getByTestId('takings-entry')
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(reference)
    await expect(entry).toContainText(`ID ${TRANSACTION}`)
    await expect(entry).toContainText(`by ${RECEPTION.name}`)
    expect(page.viewportSize()?.width).toBe(390)

    // The owner's month on a phone: the extras and each tax's rate, said once. The only charges the
    // walks post are this one's.
    const owner = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const ownerPage = await owner.newPage()
    await signInPage(ownerPage)
    await ownerPage.goto('/admin/month')
    await expect(ownerPage.getByTestId('month-extras-revenue-value')).toContainText(
      formatPesewas(2 * BEER.price + LAUNDRY.price),
    )
    const monthTaxes = ownerPage.getByTestId('month-taxes')
    for (const tax of TAXES_2026) {
      const line = monthTaxes.locator('tbody tr').filter({ hasText: tax.name })
      await expect(line.locator('td').first()).toHaveText(tax.rate)
    }
    expect(
      await ownerPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390)
    await owner.close()
  })
})
