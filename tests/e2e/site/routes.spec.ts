import { BASE_URL, expect, test } from '../fixtures'

const PAGES = [
  { path: '/', heading: 'Royal Palm Guest House' },
  { path: '/home', heading: 'Royal Palm Guest House' },
  { path: '/explore', heading: 'Explore Our Guest House' },
  { path: '/rooms', heading: 'Our Rooms' },
  { path: '/bookings', heading: 'Make a Reservation' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
]

test.describe('public routes', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders with the header and footer`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const header = page.getByRole('banner')
      await expect(
        header.getByRole('link', { name: /Royal Palm Guest House, home/ }),
      ).toHaveAttribute('href', '/')
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText('24/7 Available')).toBeVisible()
      await expect(footer.getByRole('link', { name: '024 123 4567' })).toHaveAttribute(
        'href',
        'tel:+233241234567',
      )
      await expect(footer.getByRole('link', { name: '020 765 4321' })).toHaveAttribute(
        'href',
        'tel:+233207654321',
      )
      await expect(
        footer.getByRole('link', { name: 'info@royalpalmguesthouse.com.gh' }),
      ).toHaveAttribute('href', 'mailto:info@royalpalmguesthouse.com.gh')
      const quick = footer.getByRole('navigation', { name: 'Quick Links' })
      for (const [name, href] of [
        ['Explore', '/explore'],
        ['Rooms', '/rooms'],
        ['Bookings', '/bookings'],
        ['Contact', '/contact'],
      ]) {
        await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href)
      }
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy',
      )
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      )
      await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
      // Every page has its own description and Open Graph title.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        /Royal Palm Guest House/,
      )
      // A page's own Open Graph block replaces the layout's: each still names its type and site.
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
        'content',
        'Royal Palm Guest House',
      )
    })
  }

  test('the header entries go where the spec says', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Explore', '/explore'],
      ['Rooms', '/rooms'],
      ['Bookings', '/bookings'],
      ['Contact', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await nav.getByRole('link', { name: 'Rooms' }).click()
    await expect(page).toHaveURL(/\/rooms$/)
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  for (const path of [
    '/nowhere',
    '/rooms/does-not-exist',
    '/a/deeply/nested/path',
    '/index.html',
  ]) {
    test(`${path} redirects to /`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect([307, 308]).toContain(response.status())
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/')
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Royal Palm Guest House' }),
      ).toBeVisible()
    })
  }

  test('/admin, /cms and /api paths are not sent home', async ({ request }) => {
    const cms = await request.get('/cms', { maxRedirects: 0 })
    expect(new URL(cms.headers()['location'] ?? '/cms', 'http://x').pathname).not.toBe('/')
    const admin = await request.get('/admin/unknown-page', { maxRedirects: 0 })
    expect(new URL(admin.headers()['location'] ?? '/admin', 'http://x').pathname).not.toBe('/')
    const api = await request.get('/api/not-a-real-endpoint', { maxRedirects: 0 })
    expect(api.status()).toBe(404)
    const rooms = await request.get('/api/room/get-all-rooms', { maxRedirects: 0 })
    expect(rooms.status()).toBe(200)
  })

  test('robots.txt keeps /admin and /cms out and the sitemap lists the public pages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /cms')
    expect(robots).toContain('Disallow: /sign-in')
    // Parsers that take the first matching line must meet no "Allow: /" before the Disallows;
    // Host is no standard line.
    expect(robots).not.toMatch(/^Allow:/m)
    expect(robots).not.toMatch(/^Host:/im)
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/explore', '/rooms', '/bookings', '/contact', '/privacy', '/terms']) {
      expect(sitemap).toContain(`${path}</loc>`)
    }
    expect(sitemap).not.toContain('/admin')
    expect(sitemap).not.toContain('/cms')
    // Every room guests may see has its own page in the sitemap, and /rooms links to each.
    const rooms = (await (await request.get('/api/room/get-all-rooms')).json()) as Array<{
      _id: string
      isAvailable: boolean
    }>
    const visible = rooms.filter((room) => room.isAvailable)
    expect(visible.length).toBeGreaterThan(0)
    for (const room of visible) expect(sitemap).toContain(`/rooms/${room._id}</loc>`)
    const roomsPage = await (await request.get('/rooms')).text()
    for (const room of visible) expect(roomsPage).toContain(`href="/rooms/${room._id}"`)
  })

  test('/rooms describes the house with its picture, town, home address and hours', async ({
    page,
  }) => {
    await page.goto('/rooms')
    const json = await page.locator('script[type="application/ld+json"]').first().textContent()
    const data = JSON.parse(json ?? '{}')
    expect(data['@type']).toBe('LodgingBusiness')
    expect(data.url).toBe(`${BASE_URL}/`)
    expect(data.image).toBe(`${BASE_URL}/share-image.jpg`)
    expect(data.address.addressLocality).toBe('Koforidua')
    expect(data.contactPoint[0].hoursAvailable['@type']).toBe('OpeningHoursSpecification')
  })

  test('the home page describes the house as a LodgingBusiness', async ({ page }) => {
    await page.goto('/')
    const json = await page.locator('script[type="application/ld+json"]').first().textContent()
    const data = JSON.parse(json ?? '{}')
    expect(data['@type']).toBe('LodgingBusiness')
    expect(data.name).toBe('Royal Palm Guest House')
    expect(data.address.streetAddress).toContain('Koforidua')
    expect(data.telephone).toBe('+233241234567')
    expect(data.priceRange).toBe('GHS 200 - 500')
    expect(data.amenityFeature).toHaveLength(11)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${BASE_URL}/?$`),
    )
  })

  test('privacy and terms show the texts from site settings', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByText(/We collect only what you give us/)).toBeVisible()
    await page.goto('/terms')
    await expect(page.getByText(/Prices are per room per night in Ghana cedis/)).toBeVisible()
  })
})
