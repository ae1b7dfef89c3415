import type { APIRequestContext } from '@playwright/test'

import { formatDate } from '../../../src/lib/dates'
import { allRooms } from './helpers'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { day as isoDay } from '../../helpers/fixtures/dates'

let admin: APIRequestContext
const made: string[] = []

test.beforeAll(async () => {
  admin = await apiAs()
})

test.afterAll(async () => {
  for (const id of made) await admin.delete(`/api/bookings/${id}`)
  await admin.dispose()
})

// A diaspora owner's browser in New York: the house stores a day as GMT midnight, which is the
// evening before there. /cms must show and take the day itself.
test.describe('stay days in /cms, from a browser west of GMT', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the form and the list show the check-in day itself, and a day typed is stored as that day', async ({
    page,
  }) => {
    const [checkIn, checkOut, later] = [isoDay(40), isoDay(42), isoDay(43)]
    const room = (await allRooms(admin))[0]
    const answer = await admin.post('/api/bookings', {
      data: {
        room: room._id,
        checkIn,
        checkOut,
        guests: 2,
        guestName: 'Kofi Newyork',
        phone: '0241115555',
        source: 'phone',
        status: 'requested',
      },
    })
    expect(answer.status(), await answer.text()).toBe(201)
    const { id } = ((await answer.json()) as { doc: { id: string } }).doc
    made.push(id)

    await signInPage(page)
    await page.goto(`/cms/collections/bookings/${id}`)
    await expect(page.locator('#field-checkIn')).toHaveValue(checkIn)
    await expect(page.locator('#field-checkOut')).toHaveValue(checkOut)

    await page.locator('#field-checkOut').fill(later)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    const stored = (await (await admin.get(`/api/bookings/${id}?depth=0`)).json()) as {
      checkOut: string
    }
    expect(stored.checkOut).toBe(`${later}T00:00:00.000Z`)

    await page.goto(`/cms/collections/bookings?where[id][equals]=${id}`)
    await expect(page.getByRole('row').filter({ hasText: 'Kofi Newyork' })).toContainText(
      formatDate(checkIn),
    )
  })
})
