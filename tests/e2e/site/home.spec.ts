import { expect, test } from '../fixtures'

const active = (page: import('@playwright/test').Page) => page.locator('img[data-active="true"]')

test.describe('home page', () => {
  test('sections come in the spec order with the seeded content', async ({ page }) => {
    await page.goto('/')
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    const order = [
      'Prime Location',
      'Our Room Categories',
      'World-Class Facilities',
      'Why Choose Royal Palm Guest House',
      'What Our Guests Say',
      'Ready for a comfortable stay?',
    ].map((title) => headings.indexOf(title))
    expect(order.every((position) => position >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)

    const section = (name: string) => page.getByRole('region', { name })
    await expect(section('Our Room Categories').getByRole('heading', { level: 3 })).toHaveText([
      'Studio Room',
      'Double Bed Room',
      'Queen Room',
      'Deluxe Room',
      'Executive Room',
    ])
    await expect(section('World-Class Facilities').getByRole('heading', { level: 3 })).toHaveCount(
      11,
    )
    const why = section('Why Choose Royal Palm Guest House')
    await expect(why.getByRole('heading', { level: 3 })).toHaveCount(7)
    await expect(why.getByRole('heading', { name: 'Premium Quality' })).toBeVisible()
    await expect(section('What Our Guests Say').getByRole('figure')).toHaveCount(3)

    const location = section('Prime Location')
    await expect(
      location.getByText('50 metres from the Adweso Presby Church', { exact: false }),
    ).toBeVisible()
    await expect(location.getByRole('link', { name: '024 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
    await expect(location.getByRole('link', { name: '020 765 4321' })).toHaveAttribute(
      'href',
      'tel:+233207654321',
    )
    await expect(location.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233241234567',
    )
    // The map is loaded lazily: fetched only as its box nears the screen.
    await location.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    const map = location.locator('iframe')
    await expect(map).toHaveAttribute('loading', 'lazy')
    const box = await map.boundingBox()
    expect(box && Math.round((box.width / box.height) * 9)).toBe(16)
  })

  test('every button goes where the spec says', async ({ page }) => {
    await page.goto('/')
    const expectHref = async (name: string | RegExp, href: string) => {
      const links = page.getByRole('link', { name })
      const count = await links.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) await expect(links.nth(i)).toHaveAttribute('href', href)
    }
    await expectHref('Book Your Stay', '/rooms')
    await expectHref(/^View Details/, '/rooms')
    await expectHref('View All Rooms', '/rooms')
    await expectHref('Book Now', '/rooms')
    await expectHref('Make a Reservation', '/rooms')
    await expectHref('Explore', '/explore')
    await expectHref('Contact Us', '/contact')
    await expectHref('Get in Touch', '/contact')
    await page.getByRole('link', { name: 'Book Your Stay' }).click()
    await expect(page).toHaveURL(/\/rooms$/)
  })

  test('banner: one eager image, wrapping arrows, dots that jump and auto-advance', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('group', { name: 'Guest house pictures' })
    // Only the first picture is in the first paint, and it is the one fetched eagerly.
    await expect(carousel.locator('img')).toHaveCount(1)
    await expect(carousel.locator('img').first()).toHaveAttribute('loading', 'eager')
    await expect(active(page)).toHaveAttribute(
      'alt',
      'The guest house building at sunrise with palm trees',
    )
    const dots = carousel.getByRole('button', { name: /^Show picture/ })
    await expect(dots).toHaveCount(6)

    await carousel.getByRole('button', { name: 'Previous picture' }).click()
    await expect(active(page)).toHaveAttribute('alt', 'The compound under evening lights')
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Next picture' }).click()
    await expect(active(page)).toHaveAttribute(
      'alt',
      'The guest house building at sunrise with palm trees',
    )
    await dots.nth(2).click()
    await expect(active(page)).toHaveAttribute('alt', 'The reception desk ready to welcome guests')

    // 4000 ms later the banner moves on by itself, with a 1000 ms fade.
    await page.clock.runFor(4100)
    await expect(active(page)).toHaveAttribute('alt', 'The bar and lounge lit up in the evening')
    await expect(active(page)).toHaveCSS('transition-duration', '1s')
    await page.clock.runFor(4000)
    await expect(active(page)).toHaveAttribute('alt', 'The garden on a sunny afternoon')
  })

  test.describe('at a phone viewport', () => {
    test.use({ viewport: { width: 360, height: 740 } })

    test('banner arrows are hidden, dots remain', async ({ page }) => {
      await page.goto('/')
      const carousel = page.getByRole('group', { name: 'Guest house pictures' })
      await expect(carousel.getByRole('button', { name: 'Next picture' })).toBeHidden()
      await expect(carousel.getByRole('button', { name: 'Previous picture' })).toBeHidden()
      await carousel.getByRole('button', { name: 'Show picture 4 of 6' }).click()
      await expect(active(page)).toHaveAttribute('alt', 'The bar and lounge lit up in the evening')
    })
  })
})
