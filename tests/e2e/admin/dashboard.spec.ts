import type { APIRequestContext } from '@playwright/test'

import { formatPesewas } from '../../../src/lib/money/amounts'

import { expect, signInPage, test } from '../fixtures'
import { allRooms, api } from './helpers'

type Figures = { totals: { bookings: number; revenue: number; occupancy: number; rooms: number } }

async function figures(request: APIRequestContext, period: number): Promise<Figures> {
  const response = await request.get(`/api/dashboard?period=${period}`, api)
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as Figures
}

/** Noon UTC `days` days from today: how /cms stores a day-only date. */
function day(days: number): string {
  const date = new Date()
  date.setUTCHours(12, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString()
}

test.describe('dashboard on real data', () => {
  test('confirmed stays and their payments, entered through the REST API of /cms, change the figures of the periods that contain them', async ({
    page,
  }) => {
    await signInPage(page)
    const rooms = await allRooms(page.request)
    const studio = rooms.find((room) => room.name === 'Studio Room')
    const queen = rooms.find((room) => room.name === 'Queen Comfort Room')
    expect(studio && queen).toBeTruthy()

    const before = {
      7: await figures(page.request, 7),
      30: await figures(page.request, 30),
      90: await figures(page.request, 90),
    }
    const created: string[] = []
    try {
      // What staff type into /cms: Payload's own REST API, signed in as admin.
      for (const booking of [
        {
          room: studio!._id,
          guestName: 'Ama Mensah',
          checkIn: day(-3),
          checkOut: day(-1),
          price: 40000,
          priceReason: 'Agreed for the test stay',
          paid: {
            amount: '400',
            method: 'mobile-money',
            network: 'mtn',
            transactionId: 'T1',
            date: day(-3).slice(0, 10),
          },
          source: 'whatsapp',
        },
        {
          room: queen!._id,
          guestName: 'Kofi Asare',
          checkIn: day(-60),
          checkOut: day(-57),
          price: 105000,
          priceReason: 'Agreed for the test stay',
          // Unpaid: money is never dated before the first day of last month, so a stay this old
          // counts in the 90 days by its nights, not by money.
          source: 'walk-in',
        },
        // A request that was never confirmed counts for nothing.
        {
          room: queen!._id,
          guestName: 'Yaw Boadu',
          checkIn: day(-2),
          checkOut: day(-1),
          price: 35000,
          priceReason: 'Agreed for the test stay',
          source: 'phone',
          status: 'requested',
        },
      ] as Array<Record<string, unknown>>) {
        const { paid, ...stay } = booking
        const response = await page.request.post('/api/bookings', {
          data: { status: 'confirmed', ...stay },
          ...api,
        })
        expect(response.status(), await response.text()).toBe(201)
        const id = ((await response.json()) as { doc: { id: string } }).doc.id
        created.push(id)
        // The money goes through the desk's payments endpoint, into the stay's ledger.
        if (paid) {
          const payment = await page.request.post(`/api/bookings/${id}/payments`, {
            data: paid,
            ...api,
          })
          expect(payment.status(), await payment.text()).toBe(201)
        }
      }

      const after = {
        7: await figures(page.request, 7),
        30: await figures(page.request, 30),
        90: await figures(page.request, 90),
      }
      expect(after[7].totals.bookings - before[7].totals.bookings).toBe(1)
      expect(after[7].totals.revenue - before[7].totals.revenue).toBe(40_000)
      expect(after[30].totals.bookings - before[30].totals.bookings).toBe(1)
      expect(after[30].totals.revenue - before[30].totals.revenue).toBe(40_000)
      expect(after[90].totals.bookings - before[90].totals.bookings).toBe(2)
      expect(after[90].totals.revenue - before[90].totals.revenue).toBe(40_000)
      expect(after[7].totals.occupancy).toBeGreaterThan(before[7].totals.occupancy)

      await page.goto('/admin')
      await expect(page.getByLabel('Period')).toHaveValue('30')
      await expect(page.getByTestId('card-bookings-value')).toHaveText(
        String(after[30].totals.bookings),
      )
      await expect(page.getByTestId('card-revenue-value')).toHaveText(
        formatPesewas(after[30].totals.revenue),
      )
      await expect(page.getByTestId('card-occupancy-value')).toHaveText(
        `${after[30].totals.occupancy}%`,
      )
      await expect(page.getByTestId('card-rooms-value')).toHaveText(String(after[30].totals.rooms))

      await page.getByLabel('Period').selectOption('90')
      await expect(page.getByTestId('card-bookings-value')).toHaveText(
        String(after[90].totals.bookings),
      )
      await expect(page.getByTestId('card-revenue-value')).toHaveText(
        formatPesewas(after[90].totals.revenue),
      )
      if (before[90].totals.revenue === 0) {
        await expect(page.getByTestId('top-name')).toHaveText('Studio Room')
        await expect(page.getByTestId('top-revenue')).toHaveText('₵400')
      }

      await page.getByLabel('Period').selectOption('7')
      await expect(page.getByTestId('card-bookings-value')).toHaveText(
        String(after[7].totals.bookings),
      )
      await expect(page.getByTestId('card-bookings-trend')).toContainText('vs previous 7 days')
      if (before[7].totals.revenue === 0) {
        await expect(page.getByTestId('top-name')).toHaveText('Studio Room')
        await expect(page.getByTestId('card-bookings-trend')).toHaveText(
          'Up from none vs previous 7 days',
        )
      }
      await expect(page.getByTestId('performance-row').first()).toContainText('Studio Room')
    } finally {
      // A booking with money in the ledger is never deleted, by anyone: the stays this test paid
      // are cancelled instead, which frees their nights; the unpaid one is deleted.
      for (const id of created) {
        const gone = await page.request.delete(`/api/bookings/${id}`, api)
        if (!gone.ok()) {
          await page.request.patch(`/api/bookings/${id}`, { ...api, data: { status: 'cancelled' } })
        }
      }
    }
  })

  test('loading and error states: Try Again fetches again', async ({ page }) => {
    await signInPage(page)
    let fail = true
    await page.route('**/api/dashboard?*', async (route) => {
      if (fail)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false}',
        })
      return route.continue()
    })
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Error Loading Dashboard' })).toBeVisible()
    await expect(page.getByText('Failed to fetch dashboard data')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByTestId('card-rooms')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/view-rooms',
    )
  })
})
