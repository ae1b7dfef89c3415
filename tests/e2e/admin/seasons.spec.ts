import { expect, signInApi, signInPage, test } from '../fixtures'
import { MESSAGES } from '../../../src/lib/messages'
import { api, toast } from './helpers'

const NAME = `E2E Festival ${Date.now()}`

/**
 * The coming 10 March and the days after it (YYYY-MM-DD, Ghana's GMT): always within the year the
 * room cards tell, and never inside the demo's December and Christmas week, which a house season
 * may not overlap.
 */
const comingMarch = (day: number) => {
  const today = new Date().toISOString().slice(0, 10)
  const year = Number(today.slice(0, 4))
  return `${today < `${year}-03-01` ? year : year + 1}-03-${String(day).padStart(2, '0')}`
}

test.describe.serial('a season for the whole house, from the portal', () => {
  test.afterAll(async ({ request }) => {
    await signInApi(request)
    const found = await request.get(
      '/api/seasons?depth=0&limit=100&where[name][like]=E2E Festival',
      api,
    )
    const { docs } = (await found.json()) as { docs: { id: string }[] }
    for (const doc of docs) await request.delete(`/api/seasons/${doc.id}`, api)
  })

  test('is one form priced per room category, and the rooms page tells it before any dates', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInPage(page)
    await page.goto('/admin/seasons')
    await expect(page.getByRole('heading', { name: 'Seasons' })).toBeVisible()
    await page.getByLabel('Name').fill(NAME)
    await page.getByLabel('First night').fill(comingMarch(10))
    await page.getByLabel('Last night').fill(comingMarch(12))
    await page.getByLabel('Minimum stay (nights)').fill('2')
    await page.getByLabel('Queen Size: nightly price (₵)').fill('480')
    await page.getByLabel('King Size: nightly price (₵)').fill('610')
    await page.getByRole('button', { name: 'Save season' }).click()
    await expect(toast(page, 'Season saved')).toBeVisible()

    // The same dates again overlap it: refused with the reason, nothing saved.
    await page.getByRole('button', { name: 'Add a season' }).click()
    await page.getByLabel('Name').fill(`${NAME} again`)
    await page.getByLabel('First night').fill(comingMarch(11))
    await page.getByLabel('Last night').fill(comingMarch(13))
    await page.getByLabel('King Size: nightly price (₵)').fill('700')
    await page.getByRole('button', { name: 'Save season' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      `overlap the season “${NAME}”`,
    )

    await page.goto('/rooms')
    const queen = page.locator('[data-testid="room-card"][data-room-name="Queen Comfort Room"]')
    await expect(queen.getByTestId('room-price')).toContainText('₵350')
    await expect(queen.getByTestId('room-price-range')).toContainText('₵480')
    const deluxe = page.locator('[data-testid="room-card"][data-room-name="Deluxe King Room"]')
    await expect(deluxe.getByTestId('room-price-range')).toContainText('₵610')
  })

  test('a refusal through the REST API names each field and its reason, as /cms and the portal show them', async ({
    request,
  }) => {
    await signInApi(request)
    const refused = await request.post('/api/seasons', {
      ...api,
      data: { name: `${NAME} bare`, from: comingMarch(20), to: comingMarch(21), prices: [] },
    })
    expect(refused.status()).toBe(400)
    const body = (await refused.json()) as {
      errors: { data?: { errors?: { path: string; message: string }[] } }[]
    }
    expect(body.errors[0].data?.errors).toEqual([
      expect.objectContaining({ path: 'prices', message: MESSAGES.rates.seasonNoPrices }),
    ])
  })
})
