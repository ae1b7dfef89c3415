import type { APIRequestContext, Locator } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs } from '../security/helpers'
import { expect, test } from '../fixtures'
import { signInAs } from './helpers'

const RECEPTION = { email: 'walk-in@e2e.test', password: 'walk-in-password-1' }
const GUEST = 'Kwesi Walk-in'
const FAMILY = 'Adjoa Walk-in Family'

let admin: APIRequestContext

test.beforeAll(async () => {
  admin = await apiAs()
  const made = await admin.post('/api/users', {
    data: { ...RECEPTION, name: 'Walk-in Desk', role: 'reception' },
  })
  expect([201, 400]).toContain(made.status())
})

test.afterAll(async () => {
  // A stay with money in its ledger is never deleted: cancelled, its nights are free for others.
  for (const name of [GUEST, FAMILY]) {
    const found = (await (
      await admin.get(`/api/bookings?depth=0&limit=10&where[guestName][equals]=${name}`)
    ).json()) as { docs: { id: string }[] }
    for (const stay of found.docs) {
      await admin.patch(`/api/bookings/${stay.id}`, { data: { status: 'cancelled' } })
    }
  }
  await admin.dispose()
})

test.describe('a walk-in on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('reception records a walk-in paid by MTN mobile money in under 12 taps, then sees it on Today', async ({
    page,
  }) => {
    await signInAs(page, RECEPTION)
    // Her home in the portal is Today.
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/today')

    // Every tap, and every focus of a field to type in, is counted; typing is not.
    let taps = 0
    const tap = async (target: Locator) => {
      taps += 1
      await target.click()
    }
    const fill = async (target: Locator, value: string) => {
      taps += 1
      await target.fill(value)
    }

    await tap(page.getByRole('button', { name: MESSAGES.walkIn.open, exact: true }))
    const form = page.getByRole('dialog')
    // Tonight, one night: the dates need no tap. The rooms offered are the free ones.
    const freeRooms = form.getByRole('group', { name: MESSAGES.walkIn.roomLegend }).locator('label')
    await expect(freeRooms.first()).toBeVisible()
    await tap(freeRooms.first())
    await fill(form.getByLabel('Guest name'), GUEST)
    await fill(form.getByLabel('Phone'), '0241234567')
    await tap(form.locator('label').filter({ hasText: /^Mobile money$/ }))
    // The amount is the stay's price until typed.
    await expect(form.getByLabel('Amount paid (₵)')).not.toHaveValue('')
    await tap(form.locator('label').filter({ hasText: /^MTN$/ }))
    await fill(form.getByLabel('Transaction ID'), 'MP2612071234')
    await tap(form.getByRole('button', { name: MESSAGES.walkIn.save }))

    // Saved, the desk shows the stay itself, its payment in its history.
    const stay = page.getByRole('dialog')
    await expect(stay.getByRole('heading', { level: 2 })).toHaveText(/^RP-/)
    await expect(stay.getByText(GUEST).first()).toBeVisible()
    await expect(stay.getByTestId('booking-history')).toContainText('mobile money MTN, receipt')
    expect(taps).toBe(8)
    expect(taps).toBeLessThan(12)

    // Closed, the walk-in is on Today among the arrivals.
    await stay.getByRole('button', { name: 'Close' }).first().click()
    await expect(page.getByTestId('desk-arrivals')).toContainText(GUEST)
  })

  test('a family no one room takes walks in to rooms together, saved as one stay with one reference', async ({
    page,
  }) => {
    // Far ahead, past the demo stays, so the demo rooms are free.
    const dayAhead = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    await signInAs(page, RECEPTION)
    await page.goto('/admin/today')
    await page.getByRole('button', { name: MESSAGES.walkIn.open, exact: true }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Check-in').fill(dayAhead(300))
    await form.getByLabel('Check-out').fill(dayAhead(302))
    await form.getByLabel('Guests').fill('5')

    // No demo room takes five: the cheapest free rooms together, one tap.
    const offers = form.getByTestId('desk-combinations')
    await expect(offers).toContainText('No one room takes 5 guests. These rooms together do:')
    const first = offers.getByRole('button').first()
    const offered = ((await first.textContent()) ?? '').split(':')[0]
    await first.click()
    await expect(form.getByRole('status')).toHaveText(MESSAGES.walkIn.together(offered))
    await form.getByLabel('Guest name').fill(FAMILY)
    await form.getByLabel('Phone').fill('0241234567')
    await form
      .locator('label')
      .filter({ hasText: /^Cash$/ })
      .click()
    await form.getByRole('button', { name: MESSAGES.walkIn.save }).click()

    // The desk shows the stay: its reference is the group's, and every room carries it.
    const stay = page.getByRole('dialog')
    const heading = stay.getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(/^RP-/)
    const reference = (await heading.textContent()) ?? ''
    // Its details list every room of the group, and the money is theirs together.
    await expect(stay.getByTestId('group-rooms').getByRole('listitem')).toHaveCount(2)
    await expect(stay.getByTestId('group-money')).toBeVisible()
    const found = (await (
      await admin.get(
        `/api/bookings?depth=0&limit=10&sort=requestId&where[guestName][equals]=${FAMILY}`,
      )
    ).json()) as { docs: { reference: string; group: string | null }[] }
    expect(found.docs).toHaveLength(2)
    expect(found.docs.map((doc) => doc.group)).toEqual([reference, reference])
    expect(found.docs[0].reference).toBe(reference)
  })
})
