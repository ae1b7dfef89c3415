import AxeBuilder from '@axe-core/playwright'

import { allRooms } from './admin/helpers'
import { expect, signInPage, test } from './fixtures'

const PUBLIC_PAGES = [
  '/',
  '/explore',
  '/rooms',
  '/bookings',
  '/contact',
  '/privacy',
  '/terms',
  '/sign-in',
]
const PORTAL_PAGES = [
  '/admin',
  '/admin/create-room',
  '/admin/view-rooms',
  '/admin/bookings',
  '/admin/cash-up',
  '/admin/month',
  '/admin/guest-register',
  '/admin/guest-register/return',
]

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

/** Serious and critical findings only, each named with the elements it points at. */
async function seriousFindings(page: import('@playwright/test').Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} size`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical finding`, async ({ page }) => {
        await page.goto(path)
        await page.waitForLoadState('load')
        expect(await seriousFindings(page)).toEqual([])
      })
    }

    test("a shared room's page has no serious or critical finding", async ({ page }) => {
      const [room] = await allRooms(page.request)
      await page.goto(`/rooms/${room._id}`)
      await page.waitForLoadState('load')
      expect(await seriousFindings(page)).toEqual([])
    })

    // A test a page, each with its own time: one axe run can take seconds on a busy machine.
    for (const path of PORTAL_PAGES) {
      test(`portal page ${path} has no serious or critical finding`, async ({ page }) => {
        await signInPage(page)
        await page.goto(path)
        await page.waitForLoadState('load')
        expect(await seriousFindings(page)).toEqual([])
      })
    }

    test("a room's edit page has no serious or critical finding", async ({ page }) => {
      await signInPage(page)
      const [room] = await allRooms(page.request)
      await page.goto(`/admin/update-room/${room._id}`)
      await page.waitForLoadState('load')
      expect(await seriousFindings(page)).toEqual([])
    })

    test("the front desk's day has no serious or critical finding", async ({ page }) => {
      await signInPage(page)
      // Once its rooms have loaded.
      await page.goto('/admin/today')
      await expect(page.getByTestId('housekeeping')).toBeVisible()
      expect(await seriousFindings(page)).toEqual([])
    })

    test("the booking desk's calendar and export have no serious or critical finding", async ({
      page,
    }) => {
      await signInPage(page)
      await page.goto('/admin/bookings')
      for (const view of ['Calendar', 'Export']) {
        await page.getByRole('tab', { name: view }).click()
        await expect(page.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true')
        expect({ view, findings: await seriousFindings(page) }).toEqual({ view, findings: [] })
      }
    })
  })
}
