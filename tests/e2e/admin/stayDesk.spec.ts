import type { APIRequestContext, Page } from '@playwright/test'

import { formatPesewas } from '../../../src/lib/money/amounts'
import { apiAs, freshIp } from '../security/helpers'
import { BASE_URL, expect, test } from '../fixtures'
import { day as isoDay } from '../../helpers/fixtures/dates'

const RECEPTION = { email: 'reception@stay.e2e.test', password: 'reception-password-2' }

type Option = { _id: string; name: string; isAvailable: boolean; available: boolean; price: number }

let admin: APIRequestContext
const made: string[] = []

async function signInAs(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signin', {
    data: who,
    headers: { Origin: BASE_URL, 'X-Forwarded-For': freshIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The rooms open to guests and free for these dates, as the desk's change dialog sees them. */
async function freeRooms(checkIn: string, checkOut: string): Promise<Option[]> {
  const answer = await admin.get(
    `/api/bookings/options?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  )
  expect(answer.status(), await answer.text()).toBe(200)
  const { rooms } = (await answer.json()) as { rooms: Option[] }
  return rooms.filter((room) => room.available && room.isAvailable)
}

async function book(data: Record<string, unknown>) {
  const answer = await admin.post('/api/bookings', {
    data: {
      guests: 2,
      phone: '0241113333',
      price: 60000,
      priceReason: 'Agreed by phone',
      source: 'phone',
      ...data,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const doc = ((await answer.json()) as { doc: { id: string; reference: string } }).doc
  made.push(doc.id)
  return doc
}

test.beforeAll(async () => {
  admin = await apiAs()
  const account = await admin.post('/api/users', {
    data: { ...RECEPTION, name: 'New Receptionist', role: 'reception' },
  })
  expect([201, 400]).toContain(account.status())
})

test.afterAll(async () => {
  for (const id of made) await admin.delete(`/api/bookings/${id}`)
  await admin.dispose()
})

test.describe('the front desk on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a receptionist moves a stay to another room, adds a night, sees the new price first, and Today lists the change', async ({
    page,
  }) => {
    const [today, leaves, leavesLater] = [isoDay(0), isoDay(2), isoDay(3)]
    const [from, to] = (await freeRooms(today, leavesLater)).slice(0, 2)
    expect(to, 'two rooms free tonight and the next three nights').toBeTruthy()
    const stay = await book({
      room: from._id,
      checkIn: today,
      checkOut: leaves,
      guestName: 'Kofi Mover',
      status: 'confirmed',
    })

    await signInAs(page, RECEPTION)
    await page.goto('/admin/bookings')
    await page
      .getByRole('complementary', { name: 'Staff portal' })
      .getByRole('link', { name: 'Today' })
      .tap()
    await expect(page).toHaveURL('/admin/today')
    const arrivals = page.getByTestId('desk-arrivals')
    const card = arrivals.getByRole('button', { name: new RegExp(stay.reference) })
    await expect(card.getByTestId('row-room')).toHaveText(from.name)
    await card.tap()

    const details = page.getByRole('dialog', { name: stay.reference })
    await details.getByRole('button', { name: 'Change dates or room' }).tap()
    const change = page.getByRole('dialog', { name: `Change ${stay.reference}` })
    await change.getByRole('button', { name: 'One night more' }).tap()
    await expect(change.getByLabel('Check-out')).toHaveValue(leavesLater)
    await change.getByLabel('Room').selectOption({ label: to.name })
    // The new price shows before anything changes: the other room, three nights.
    const price = change.getByTestId('stay-price')
    await expect(price).toContainText(`${formatPesewas(to.price)} for 3 nights`)
    await expect(change).toContainText(`was ${formatPesewas(60000)}`)
    await change.getByRole('button', { name: 'Change the stay' }).tap()
    await expect(change).toBeHidden()
    await expect(details.getByTestId('booking-room')).toHaveText(to.name)
    await expect(details).toContainText('(3)')

    const saved = (await (await admin.get(`/api/bookings/${stay.id}?depth=0`)).json()) as {
      room: string
      checkOut: string
      price: number
    }
    expect(saved.room).toBe(to._id)
    expect(saved.checkOut.slice(0, 10)).toBe(leavesLater)
    expect(saved.price).toBe(to.price)

    await details.getByRole('button', { name: 'Close' }).tap()
    await expect(
      arrivals.getByRole('button', { name: new RegExp(stay.reference) }).getByTestId('row-room'),
    ).toHaveText(to.name)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('a double tap on Confirm confirms once: the spot under the finger never becomes Check in', async ({
    page,
  }) => {
    // A request three days ahead: checked in now, the guest would hold the room three days early.
    const [checkIn, checkOut] = [isoDay(3), isoDay(5)]
    const room = (await freeRooms(checkIn, checkOut))[0]
    const request = await book({
      room: room._id,
      checkIn,
      checkOut,
      guestName: 'Esi Doubletap',
      status: 'requested',
    })
    await signInAs(page, RECEPTION)
    await page.goto('/admin/bookings')
    await page.getByRole('searchbox').fill(request.reference)
    await page.getByRole('button', { name: new RegExp(request.reference) }).tap()
    const details = page.getByRole('dialog', { name: request.reference })
    const confirm = details.getByRole('button', { name: 'Confirm', exact: true })
    const box = (await confirm.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.touchscreen.tap(x, y)
    await expect(details.getByTestId('booking-status')).toHaveText('Confirmed')
    // The second tap lands where the first did, after the answer came.
    await page.touchscreen.tap(x, y)
    await page.touchscreen.tap(x, y)
    await expect(confirm).toBeDisabled()
    await expect(details.getByRole('button', { name: 'Check in', exact: true })).toBeEnabled()
    await page.waitForTimeout(500)
    await expect(details.getByTestId('booking-status')).toHaveText('Confirmed')
    const stored = (await (await admin.get(`/api/bookings/${request.id}?depth=0`)).json()) as {
      status: string
    }
    expect(stored.status).toBe('confirmed')

    // Cancel asks once; going back leaves the stay as it was.
    await details.getByRole('button', { name: 'Cancel', exact: true }).tap()
    const ask = page.getByRole('dialog', { name: 'Cancel Esi Doubletap’s stay?' })
    await ask.getByRole('button', { name: 'Go back' }).tap()
    await expect(ask).toBeHidden()
    await expect(details.getByTestId('booking-status')).toHaveText('Confirmed')
  })
})

test.describe('the desk at 200% zoom on a phone (195 CSS px wide)', () => {
  test.use({
    viewport: { width: 195, height: 422 },
    deviceScaleFactor: 4,
    isMobile: true,
    hasTouch: true,
  })

  test('no filter and no room name is cut', async ({ page }) => {
    const [checkIn, checkOut] = [isoDay(10), isoDay(11)]
    const room = (await freeRooms(checkIn, checkOut))[0]
    const stay = await book({
      room: room._id,
      checkIn,
      checkOut,
      guestName: 'Abena Zoom-Wider-Than-Most',
      status: 'confirmed',
    })
    await signInAs(page, RECEPTION)
    await page.goto('/admin/bookings')
    await page.getByRole('searchbox').fill(stay.reference)
    const card = page.getByRole('button', { name: new RegExp(stay.reference) })
    await expect(card.getByTestId('row-room')).toHaveText(room.name)
    // Text is cut when the element holding it is narrower than the text (text hidden for screen
    // readers only is meant to be); a select's chosen option is measured against the room its box
    // leaves beside the arrow.
    const cut = await page.evaluate(() => {
      const found: string[] = []
      const canvas = document.createElement('canvas').getContext('2d')!
      for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
        const style = getComputedStyle(el)
        if (style.position === 'absolute' && el.clientWidth <= 1) continue
        const ownText = [...el.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        if (ownText && el.scrollWidth > el.clientWidth + 1) {
          found.push(`${el.tagName} ${el.textContent?.slice(0, 40)}`)
        }
        if (el instanceof HTMLSelectElement) {
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const text = el.selectedOptions[0]?.textContent ?? ''
          const room =
            el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          if (canvas.measureText(text).width > room) found.push(`SELECT ${text}`)
        }
      }
      return found
    })
    expect(cut).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    // The slim rail gives way to a menu button; the menu still reaches the Today screen.
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await page
      .getByRole('complementary', { name: 'Staff portal' })
      .getByRole('link', { name: 'Today' })
      .tap()
    await expect(page).toHaveURL('/admin/today')
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
  })
})
