import { expect, test } from '../fixtures'

/**
 * The staff portal's service worker is the portal's alone: a guest's pages never register it and
 * never fetch a byte of it, so they cost a guest's phone nothing more.
 */
test('guests’ pages register no service worker and never fetch the portal’s', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  for (const path of ['/', '/rooms']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
    )
    expect(registrations).toEqual([])
  }
  expect(asked.filter((path) => path.includes('sw'))).toEqual([])
})
