import { expect, hydrated, test } from '../fixtures'

// The first `Intl` formatter a browser tab makes loads the locale's data: 45-80 ms on this
// machine's Chromium, about four times that on a cheap phone, all of it on the main thread before
// the page answers a tap. A guest's page makes none while it loads: dates are formatted by
// formatters made on first use, and prices group their thousands without one (bookings.spec.ts
// reads a grouped total).
test.describe('a guest’s page as it starts', () => {
  for (const path of ['/', '/rooms', '/explore', '/contact', '/bookings']) {
    test(`${path} makes no Intl formatter while it loads and hydrates`, async ({ page }) => {
      await page.addInitScript(() => {
        const made: string[] = []
        Object.assign(window, { intlMade: made })
        for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
          Intl[name] = new Proxy(Intl[name], {
            construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
              made.push(`${name}(${JSON.stringify(args)})`)
              return Reflect.construct(target, args)
            },
            apply(target, thisArg, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
              made.push(`${name}(${JSON.stringify(args)})`)
              return Reflect.apply(target, thisArg, args)
            },
          }) as never
        }
      })
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      // Effects and idle work have run too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
      expect(
        await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade),
      ).toEqual([])
    })
  }
})
