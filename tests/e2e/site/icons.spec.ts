import { STAFF_ICON_SHAPES } from '../../../src/components/ui/Icon/shapes'
import { expect, signInPage, test } from '../fixtures'

const ICONS = [
  ['/favicon.ico', 'image/x-icon'],
  ['/icon.svg', 'image/svg+xml'],
  ['/apple-touch-icon.png', 'image/png'],
  ['/icon-192.png', 'image/png'],
  ['/icon-512.png', 'image/png'],
] as const

test.describe('icons and the web app manifest', () => {
  for (const [path, type] of ICONS) {
    test(`${path} answers 200 with a long cache life, not a redirect home`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain(type)
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1])
      expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600)
    })
  }

  test('the manifest names the house, uses the brand colour and lists the icons', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      theme_color: string
      icons: Array<{ src: string; sizes: string; type: string }>
    }
    expect(manifest.name).toBe('Royal Palm Guest House')
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.theme_color).toBe('#7b4612')
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status()).toBe(200)
    }
    // PNGs only: a browser that checks whether the site can be installed fetches the best icon as
    // the page loads, and an SVG one it would build as a document on the page's main thread.
    expect(manifest.icons.map((icon) => icon.type)).toEqual(manifest.icons.map(() => 'image/png'))
  })

  test('every page links the icons and the manifest', async ({ page }) => {
    await page.goto('/rooms')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    )
    // The tab icon is the .ico alone, which a browser decodes for far less than an SVG icon.
    await expect(page.locator('link[rel="icon"]')).toHaveCount(1)
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico')
  })

  // Each icon is a <use> of a symbol in the page itself: a sprite file that <use> pointed at (or an
  // SVG tab icon) would be one more document for the browser to build, and an icon whose symbol is
  // missing is blank.
  const PAGES = ['/', '/rooms', '/explore', '/contact', '/bookings', '/sign-in', '/admin']
  for (const path of [...PAGES, '/admin/bookings']) {
    test(`every icon on ${path} is drawn from a shape in the page`, async ({ page }) => {
      if (path.startsWith('/admin')) await signInPage(page)
      const svgFiles: string[] = []
      page.on('request', (request) => {
        if (/\.svg(\?|#|$)/.test(request.url())) svgFiles.push(request.url())
      })
      await page.goto(path)
      const icons = await page.locator('svg.icon use').evaluateAll((uses) =>
        uses.map((use) => {
          const href = use.getAttribute('href') ?? ''
          const shape = href.startsWith('#') ? document.getElementById(href.slice(1)) : null
          return {
            href,
            shape: shape?.tagName ?? null,
            path: shape?.querySelector('path')?.getAttribute('d') ?? null,
            // An icon out of sight (a closed menu's) has no box to measure.
            drawn:
              use.closest('svg')!.getClientRects().length === 0 ||
              (use as SVGUseElement).getBBox().width > 0,
          }
        }),
      )
      expect(icons.length).toBeGreaterThan(2)
      for (const icon of icons) {
        expect(icon, icon.href).toEqual({
          href: expect.stringMatching(/^#[a-z-]+$/),
          shape: 'symbol',
          path: expect.stringMatching(/^M/),
          drawn: true,
        })
      }
      expect(await page.locator('svg > symbol').count()).toBe(
        await page.locator('svg > symbol').evaluateAll((all) => new Set(all.map((s) => s.id)).size),
      )
      expect(svgFiles).toEqual([])
    })
  }

  // The portal's own icons (the bin, the sign-out door, the chart...) are shapes no guest's page
  // draws: the portal's layout adds them, and a guest's page is spared their bytes twice over.
  test("guests' pages carry none of the portal's icon shapes; the portal carries them all", async ({
    page,
  }) => {
    const staff = Object.keys(STAFF_ICON_SHAPES)
    const shapesOf = () =>
      page.locator('svg > symbol').evaluateAll((all) => all.map((symbol) => symbol.id))
    for (const path of PAGES.filter((one) => !one.startsWith('/admin'))) {
      await page.goto(path)
      const shapes = await shapesOf()
      expect(shapes.length, path).toBeGreaterThan(30)
      expect(
        shapes.filter((id) => staff.includes(id)),
        path,
      ).toEqual([])
    }
    await signInPage(page)
    await page.goto('/admin')
    expect(await shapesOf()).toEqual(expect.arrayContaining(staff))
  })

  test('each item of a tick list on / opens with a tick drawn by borders', async ({ page }) => {
    await page.goto('/')
    const lists = page.locator('.tick-list')
    expect(await lists.count()).toBeGreaterThan(0)
    const marks = await page.locator('.tick-list > li').evaluateAll((items) =>
      items.map((item) => {
        const mark = getComputedStyle(item, '::before')
        return {
          // Two borders of a turned box: the right and the bottom, in the list's tick colour.
          right: mark.borderRightWidth !== '0px' && mark.borderRightColor,
          bottom: mark.borderBottomWidth !== '0px' && mark.borderBottomColor,
          open: mark.borderTopWidth === '0px' && mark.borderLeftWidth === '0px',
          turned: mark.transform !== 'none',
          // Beside the text, never above it: the item lays the mark and its words out in a row.
          row: getComputedStyle(item).display === 'flex',
        }
      }),
    )
    expect(marks.length).toBeGreaterThan(3)
    for (const mark of marks) {
      expect(mark.right).toBeTruthy()
      expect(mark.bottom).toBe(mark.right)
      expect(mark.open).toBe(true)
      expect(mark.turned).toBe(true)
      expect(mark.row).toBe(true)
    }
  })
})
