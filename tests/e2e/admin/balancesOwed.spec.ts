import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs } from '../security/helpers'
import { expect, test } from '../fixtures'
import { checkOutStay, deskStay, signInAs } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

const CLERK = { email: 'owed-clerk@e2e.test', password: 'owed-clerk-password-1' }

let admin: APIRequestContext
let reference = ''

test.beforeAll(async () => {
  admin = await apiAs()
  // A guest who leaves today with the whole ₵350 still due, let go by the desk.
  const stay = await deskStay(
    admin,
    { ...CLERK, name: 'Adwoa Clerk' },
    {
      room: 'Double Bed Room',
      checkIn: isoDay(-1),
      checkOut: isoDay(0),
      guestName: 'Kojo Owusu',
      phone: '0243334444',
      price: 35_000,
    },
  )
  reference = stay.reference
  await checkOutStay(admin, stay.id)
})

test.afterAll(async () => {
  await admin.dispose()
})

test.describe('balances owed on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a receptionist sees the guest who left owing, with the amount, the call and the WhatsApp balance message', async ({
    page,
  }) => {
    await signInAs(page, CLERK)
    await page.goto('/admin/today')
    await page.getByTestId('desk-owed').getByRole('link', { name: MESSAGES.owed.seeList }).tap()
    await expect(page).toHaveURL(/\/admin\/owed/)
    const row = page.locator(`[data-testid="owed-stay"][data-reference="${reference}"]`)
    await expect(page.getByTestId('owed-total')).toBeVisible()
    // The oldest come first: the walk turns the pages until today's departure shows.
    for (let shown = 1; !(await row.isVisible()); shown += 1) {
      await page.getByRole('button', { name: MESSAGES.owed.next }).tap()
      await expect(page.getByText(new RegExp(`^Page ${shown + 1} of`))).toBeVisible()
    }
    await expect(row.getByTestId('owed-balance')).toHaveText('₵350')
    const send = row.getByRole('link', { name: MESSAGES.owed.sendBalanceLabel('Kojo Owusu') })
    const href = new URL((await send.getAttribute('href')) ?? '')
    expect(href.pathname).toBe('/233243334444')
    expect(href.searchParams.get('text')).toContain(
      `Hello Kojo, ₵350 of the ₵350 for your stay ${reference}`,
    )
  })
})
