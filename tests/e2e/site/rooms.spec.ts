import { allRooms } from '../admin/helpers'
import { expect, signInApi, test, BASE_URL } from '../fixtures'

const card = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`[data-testid="room-card"][data-room-name="${name}"]`)

test.describe('rooms page', () => {
  test('premium rooms first as large cards, then Standard Rooms, each by price descending; hidden rooms never show', async ({
    page,
  }) => {
    await page.goto('/rooms')
    const premium = page.getByTestId('premium-rooms').getByTestId('room-card')
    await expect(premium).toHaveCount(2)
    expect(
      await premium.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-room-name'))),
    ).toEqual(['Executive Suite', 'Deluxe King Room'])
    for (const name of ['Executive Suite', 'Deluxe King Room']) {
      await expect(card(page, name).getByText('Premium', { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Standard Rooms' })).toBeVisible()
    const standard = page.getByTestId('standard-rooms').getByTestId('room-card')
    expect(
      await standard.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-room-name'))),
    ).toEqual(['Queen Comfort Room', 'Double Bed Room', 'Studio Room'])
    await expect(standard.first().getByText('Premium', { exact: true })).toHaveCount(0)
    await expect(page.getByText('Garden View Twin')).toHaveCount(0)

    await expect(
      card(page, 'Executive Suite').getByText('King Size Bed', { exact: true }),
    ).toBeVisible()
    await expect(
      card(page, 'Studio Room').getByText('Single Size Bed', { exact: true }),
    ).toBeVisible()
  })

  test('the 3-column grid on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/rooms')
    const boxes = await page
      .getByTestId('standard-rooms')
      .getByTestId('room-card')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)))
    expect(new Set(boxes).size).toBe(1)
  })

  test('offers show the discounted price, the regular one struck through and the percent off', async ({
    page,
  }) => {
    await page.goto('/rooms')
    const deluxe = card(page, 'Deluxe King Room')
    await expect(deluxe.getByTestId('room-price')).toContainText('₵400')
    // The words for screen readers sit inside the <del>: aria-label is not allowed on it.
    await expect(deluxe.locator('del')).toHaveText('Regular price ₵450')
    await expect(deluxe.locator('del')).not.toHaveAttribute('aria-label')
    await expect(deluxe.getByTestId('percent-off')).toHaveText('11% OFF')
    const double = card(page, 'Double Bed Room')
    await expect(double.getByTestId('room-price')).toContainText('₵250')
    await expect(double.locator('del')).toHaveText('Regular price ₵300')
    await expect(double.getByTestId('percent-off')).toHaveText('17% OFF')
    const suite = card(page, 'Executive Suite')
    await expect(suite.locator('del')).toHaveCount(0)
    await expect(suite.getByTestId('percent-off')).toHaveCount(0)
    await expect(suite.getByTestId('room-price')).toContainText('₵500')
  })

  test('each card also tells the prices of the coming months, seasons and weekends included', async ({
    page,
  }) => {
    await page.goto('/rooms')
    // The demo December and Christmas week are this year's, so always within the coming year;
    // a season another test adds stays below these highest prices.
    await expect(card(page, 'Deluxe King Room').getByTestId('room-price-range')).toHaveText(
      /^₵400–₵650 a night; .*Jan ₵650/,
    )
    await expect(card(page, 'Queen Comfort Room').getByTestId('room-price-range')).toHaveText(
      /^₵350–₵500 a night; .*Jan ₵500/,
    )
    await expect(card(page, 'Deluxe King Room').getByTestId('percent-off')).toHaveText('11% OFF')
  })

  test('standard cards list at most 4 amenities, then +N more amenities', async ({ page }) => {
    await page.goto('/rooms')
    const queen = card(page, 'Queen Comfort Room')
      .getByRole('list', { name: 'Amenities' })
      .getByRole('listitem')
    await expect(queen).toHaveText([
      'Water Heater',
      'TV',
      'Air Conditioning',
      'Refrigerator',
      '+1 more amenities',
    ])
    const suite = card(page, 'Executive Suite')
      .getByRole('list', { name: 'Amenities' })
      .getByRole('listitem')
    await expect(suite).toHaveCount(6)
  })

  test('Book Now opens WhatsApp with the room name and nightly price', async ({ page }) => {
    await page.goto('/rooms')
    const link = card(page, 'Deluxe King Room').getByRole('link', {
      name: 'Book Now: Deluxe King Room',
    })
    await expect(link).toHaveAttribute('target', '_blank')
    const href = (await link.getAttribute('href')) ?? ''
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe('https://wa.me/233241234567')
    const text = url.searchParams.get('text') ?? ''
    expect(text).toContain('Deluxe King Room')
    expect(text).toContain('₵400 per night')
    const suite = new URL(
      (await card(page, 'Executive Suite')
        .getByRole('link', { name: /Book Now/ })
        .getAttribute('href')) ?? '',
    )
    expect(suite.searchParams.get('text')).toContain('₵500 per night')
  })

  test("Share copies the link to the room's page and alerts when there is no share sheet", async ({
    page,
    context,
    request,
  }) => {
    const studio = (await allRooms(request)).find((room) => room.name === 'Studio Room')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL })
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.goto('/rooms')
    const alerts: string[] = []
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message())
      await dialog.accept()
    })
    await card(page, 'Studio Room').getByRole('button', { name: 'Share Studio Room' }).click()
    await expect.poll(() => alerts).toEqual(['Room link copied to clipboard!'])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${BASE_URL}/rooms/${studio?._id}`,
    )
  })

  test('Share uses the device share sheet when there is one', async ({ page, request }) => {
    const suite = (await allRooms(request)).find((room) => room.name === 'Executive Suite')
    await page.addInitScript(() => {
      const calls: unknown[] = []
      ;(window as unknown as { shareCalls: unknown[] }).shareCalls = calls
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void calls.push(data),
        configurable: true,
      })
    })
    await page.goto('/rooms')
    await card(page, 'Executive Suite')
      .getByRole('button', { name: 'Share Executive Suite' })
      .click()
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { shareCalls: Array<{ url: string }> }).shareCalls,
        ),
      )
      .toEqual([
        expect.objectContaining({
          url: `${BASE_URL}/rooms/${suite?._id}`,
          title: 'Executive Suite',
        }),
      ])
  })

  test('the card carousel moves with its arrows and dots, and wraps', async ({ page }) => {
    await page.goto('/rooms')
    const carousel = page.getByRole('group', { name: 'Executive Suite pictures' })
    const image = carousel.locator('img')
    await expect(image).toHaveAttribute('alt', 'Executive Suite: photo 1')
    // A dot is idempotent, so it can be retried until the page has hydrated.
    await expect(async () => {
      await carousel.getByRole('button', { name: 'Show picture 3 of 3' }).click()
      await expect(image).toHaveAttribute('alt', 'Executive Suite: photo 3', { timeout: 1000 })
    }).toPass()
    await carousel.getByRole('button', { name: /^Next picture/ }).click()
    await expect(image).toHaveAttribute('alt', 'Executive Suite: photo 1')
    await carousel.getByRole('button', { name: /^Previous picture/ }).click()
    await expect(image).toHaveAttribute('alt', 'Executive Suite: photo 3')
    await carousel.getByRole('button', { name: 'Show picture 2 of 3' }).click()
    await expect(image).toHaveAttribute('alt', 'Executive Suite: photo 2')
  })

  test('a failed refresh keeps the rooms on screen with a quiet notice, and Try again reloads', async ({
    page,
  }) => {
    await page.route('**/api/room/get-all-rooms', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Failed to fetch rooms' }),
      }),
    )
    await page.goto('/rooms')
    const notice = page.getByRole('status').filter({ hasText: 'may be out of date' })
    await expect(notice).toBeVisible()
    await expect(card(page, 'Executive Suite')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch rooms' })).toHaveCount(
      0,
    )
    await page.unroute('**/api/room/get-all-rooms')
    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Try again' }).click(),
    ])
    await expect(card(page, 'Executive Suite')).toBeVisible()
    await expect(notice).toHaveCount(0)
  })

  test('Share shows the link to copy where there is neither a share sheet nor a clipboard', async ({
    page,
    request,
  }) => {
    const suite = (await allRooms(request)).find((room) => room.name === 'Executive Suite')
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    })
    await page.goto('/rooms')
    const shown: Array<{ type: string; message: string; value: string }> = []
    page.once('dialog', (dialog) => {
      shown.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() })
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'Share Executive Suite' }).click()
    await expect.poll(() => shown.length).toBe(1)
    expect(shown[0].type).toBe('prompt')
    expect(shown[0].message).toContain('Copy this link')
    expect(shown[0].value).toBe(`${BASE_URL}/rooms/${suite?._id}`)
  })

  test('the list is refreshed from GET /api/room/get-all-rooms after the first paint', async ({
    page,
  }) => {
    const requested = page.waitForRequest('**/api/room/get-all-rooms')
    await page.route('**/api/room/get-all-rooms', async (route) => {
      const response = await route.fetch()
      const rooms = (await response.json()) as Array<{
        name: string
        regularPrice: number
        isAvailable: boolean
      }>
      // A room the server just hid, and a price change: the page must follow the endpoint.
      rooms.push({ ...rooms[0], name: 'Hidden Test Room', isAvailable: false } as never)
      const studio = rooms.find((room) => room.name === 'Studio Room')
      if (studio) studio.regularPrice = 220
      await route.fulfill({ response, json: rooms })
    })
    await page.goto('/rooms')
    await requested
    await expect(card(page, 'Studio Room').getByTestId('room-price')).toContainText('₵220')
    await expect(page.getByText('Hidden Test Room')).toHaveCount(0)
  })

  test('hiding a room in the staff portal removes it from the server-rendered page', async ({
    browser,
    request,
  }) => {
    await signInApi(request)
    // Signed in, the endpoint reads the database itself (guests get the cached list).
    const listed = await request.get('/api/room/get-all-rooms', { headers: { Origin: BASE_URL } })
    const all = (await listed.json()) as Array<{ _id: string; name: string; isAvailable: boolean }>
    expect(all.some((room) => !room.isAvailable)).toBe(true)
    const studio = all.find((room) => room.name === 'Studio Room')
    expect(studio).toBeTruthy()
    const hide = await request.post(`/api/room/update/${studio?._id}`, {
      data: { isAvailable: false },
      headers: { Origin: BASE_URL },
    })
    expect(hide.ok(), `${hide.status()} ${await hide.text()}`).toBeTruthy()
    // Without JavaScript the page is exactly what the server's cache holds (expired by tag).
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/rooms')
      await expect(page.getByTestId('standard-rooms')).toBeVisible()
      await expect(card(page, 'Studio Room')).toHaveCount(0)
      await expect(card(page, 'Double Bed Room')).toHaveCount(1)
    } finally {
      const show = await request.post(`/api/room/update/${studio?._id}`, {
        data: { isAvailable: true },
        headers: { Origin: BASE_URL },
      })
      expect(show.ok()).toBeTruthy()
    }
    try {
      // Shown again: the cached page follows back.
      const page = await context.newPage()
      await page.goto('/rooms')
      await expect(card(page, 'Studio Room')).toHaveCount(1)
      await page.goto('/')
      const json = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      )
      expect(json.priceRange).toBe('GHS 200 - 500')
    } finally {
      await context.close()
    }
  })

  test('a phone takes the picture copy that fits its screen, not the next size up', async ({
    browser,
  }) => {
    // A full-width picture on a 360 px phone needs 720 px at 2x (most phones sold here) and 1080
    // at 3x; the seed's pictures are 1280 x 800.
    for (const [scale, width] of [
      [2, 960],
      [3, 1280],
      [1, 480],
    ] as const) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: scale,
        isMobile: true,
      })
      try {
        const page = await context.newPage()
        await page.goto('/rooms')
        // The second card's picture, not the first: the first is also preloaded from the head, and
        // that preload's choice of file races the page's viewport (at 1x it took the 640 px file in
        // 2 loads of 12). What is checked is the browser's choice for the image itself.
        const picture = card(page, 'Deluxe King Room').locator('img').first()
        await picture.scrollIntoViewIfNeeded()
        await expect(picture).toHaveJSProperty('complete', true)
        const shown = await picture.evaluate((img: HTMLImageElement) => ({
          src: img.currentSrc,
          width: img.naturalWidth,
        }))
        expect(shown.src).toMatch(new RegExp(`-${width}x${(width * 5) / 8}\\.webp\\?v=`))
        // Loaded, and drawn at the card's width (a srcset picture's natural width is its file's
        // width over the density the browser chose it for).
        expect(shown.width).toBe(360)
      } finally {
        await context.close()
      }
    }
  })

  test('Need Help Choosing offers WhatsApp and phone', async ({ page }) => {
    await page.goto('/rooms')
    const help = page.getByRole('region', { name: 'Need Help Choosing?' })
    await expect(help.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/233241234567/,
    )
    await expect(help.getByRole('link', { name: /Call 024 123 4567/ })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
  })
})
