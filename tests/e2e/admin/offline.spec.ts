import type { APIRequestContext, Page } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { charges as chargesText } from '../../../src/lib/messages/charges'
import { formatPesewas } from '../../../src/lib/money/amounts'
import { CLEAR_BROWSER_COPIES, isStaffCopy } from '../../../src/lib/offline/portalCopies'
import { displayPhone } from '../../../src/lib/phone'
import { apiAs } from '../security/helpers'
import { expect, test } from '../fixtures'
import { allRooms, signInAs, toast } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

const RECEPTION = { email: 'offline@desk.e2e.test', password: 'offline-password-1' }
const T = MESSAGES.outbox

let admin: APIRequestContext
let inHouse = { id: '', reference: '' }
let arriving = { id: '', reference: '' }
let dirtyRoom = { id: '', name: '' }

async function makeStay(
  room: string,
  data: Record<string, unknown>,
): Promise<{ id: string; reference: string }> {
  const found = (await allRooms(admin)).find((item) => item.name === room)!
  const made = await admin.post('/api/bookings', {
    data: { room: found._id, guests: 1, source: 'walk-in', priceReason: 'Test stay', ...data },
  })
  expect(made.status(), await made.text()).toBe(201)
  return ((await made.json()) as { doc: { id: string; reference: string } }).doc
}

/**
 * Opens Today online and waits until the portal's worker holds the page and has kept what an
 * offline reload needs: the page, Today's data and the rooms.
 */
async function openTodayOnline(page: Page) {
  await page.goto('/admin/today')
  await expect(page.getByTestId('housekeeping')).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept: string[] = []
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            kept.push(new URL(request.url).pathname)
          }
        }
        return ['/admin/today', '/api/bookings/today', '/api/rooms'].every((path) =>
          kept.includes(path),
        )
      }),
    )
    .toBe(true)
}

/** The names of the caches holding someone's copies on this phone. */
function staffCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => caches.keys()).then((names) => names.filter(isStaffCopy))
}

test.beforeAll(async () => {
  admin = await apiAs()
  const made = await admin.post('/api/users', {
    data: { ...RECEPTION, name: 'Offline Desk', role: 'reception' },
  })
  expect([201, 400]).toContain(made.status())
  // In the house since yesterday, owing the whole price.
  inHouse = await makeStay('Garden View Twin', {
    checkIn: isoDay(-1),
    checkOut: isoDay(1),
    guestName: 'Esi Offline',
    phone: '0241113333',
    price: 60000,
    status: 'checked-in',
  })
  // Arriving today, confirmed.
  arriving = await makeStay('Studio Room', {
    checkIn: isoDay(0),
    checkOut: isoDay(2),
    guestName: 'Kojo Arriving',
    phone: '0241114444',
    price: 80000,
    status: 'confirmed',
  })
  const rooms = (await (await admin.get('/api/rooms?limit=100&depth=0&sort=name')).json()) as {
    docs: Array<{ id: string; name: string }>
  }
  dirtyRoom = rooms.docs[0]
  const dirty = await admin.post('/api/bookings/housekeeping', {
    data: { roomId: dirtyRoom.id, status: 'dirty' },
  })
  expect(dirty.ok(), await dirty.text()).toBeTruthy()
})

test.afterAll(async () => {
  await admin.patch(`/api/bookings/${inHouse.id}`, {
    data: { status: 'completed', leaveBalanceDue: true },
  })
  await admin.patch(`/api/bookings/${arriving.id}`, { data: { status: 'cancelled' } })
  await admin.post('/api/bookings/housekeeping', {
    data: { roomId: dirtyRoom.id, status: 'clean' },
  })
  await admin.dispose()
})

test.describe('the desk with no network, on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a payment and a room marked clean offline survive a reload, then are sent once when the network returns', async ({
    page,
    context,
  }) => {
    await signInAs(page, RECEPTION)
    await openTodayOnline(page)

    await context.setOffline(true)
    await expect(page.getByTestId('offline-as-of')).toHaveText(/^Offline — as of \d\d:\d\d$/)

    // A ₵50 MTN payment on the stay in the house.
    await page
      .getByRole('button', { name: new RegExp(inHouse.reference) })
      .first()
      .tap()
    const details = page.getByRole('dialog', { name: inHouse.reference })
    await expect(details.getByText(displayPhone('0241113333'))).toBeVisible()
    const form = details.getByRole('form', { name: 'Record a payment' })
    await form.getByLabel('Amount (₵)').fill('50')
    await form.getByLabel('Method').selectOption('mobile-money')
    await form.getByLabel('Network').selectOption('mtn')
    await form.getByLabel('Transaction ID').fill('MTN-OFFLINE-50')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, T.kept)).toBeVisible()
    const waiting = details.getByTestId('waiting-actions')
    await expect(waiting).toContainText('Payment ₵50, Mobile money (MTN)')
    await expect(waiting).toContainText(T.waiting)
    // Nights are never changed from the phone's copy.
    await expect(details.getByRole('button', { name: 'Change dates or room' })).toBeDisabled()
    await expect(details.getByTestId('needs-network')).toHaveText(T.needsNetwork)
    await details.getByRole('button', { name: 'Close' }).tap()

    // The dirty room marked clean.
    const room = page.getByTestId(`room-${dirtyRoom.name}`)
    await room.getByRole('button', { name: 'Clean' }).tap()
    await expect(room.getByTestId('mark-waiting')).toHaveText(T.waiting)
    await expect(page.getByTestId('waiting-count')).toHaveText(T.waitingCount(2))

    // A reload with no network: the page, its data and both actions are still there.
    await page.reload()
    await expect(page.getByTestId('offline-as-of')).toHaveText(/^Offline — as of \d\d:\d\d$/)
    await expect(page.getByTestId('waiting-count')).toHaveText(T.waitingCount(2))
    await expect(room.getByTestId('housekeeping-state')).toHaveText('Clean')
    await expect(room.getByTestId('mark-waiting')).toHaveText(T.waiting)
    await page
      .getByRole('button', { name: new RegExp(inHouse.reference) })
      .first()
      .tap()
    await expect(details.getByTestId('waiting-actions')).toContainText('Payment ₵50')
    await details.getByRole('button', { name: 'Close' }).tap()

    // The network returns: both are sent, once. A phone's browser says so with an `online` event;
    // Chromium's offline emulation sends none to a page loaded while offline, so it is sent here.
    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(toast(page, T.sent(2))).toBeVisible()
    await expect(page.getByTestId('offline-bar')).toHaveCount(0)
    await expect(room.getByTestId('mark-waiting')).toHaveCount(0)
    await expect(room.getByTestId('housekeeping-state')).toHaveText('Clean')
    await page
      .getByRole('button', { name: new RegExp(inHouse.reference) })
      .first()
      .tap()
    await expect(details.getByTestId('ledger-entry').first()).toContainText('MTN-OFFLINE-50')
    await expect(details.getByTestId('balance')).toContainText('Paid ₵50 of ₵600')

    const payments = (await (
      await admin.get(
        `/api/ledger?where[booking][equals]=${inHouse.id}&where[kind][equals]=payment&depth=0`,
      )
    ).json()) as { totalDocs: number; docs: Array<{ amount: number }> }
    expect(payments.totalDocs).toBe(1)
    expect(payments.docs[0].amount).toBe(5000)
    const marked = (await (await admin.get(`/api/rooms/${dirtyRoom.id}?depth=0`)).json()) as {
      housekeeping: string
    }
    expect(marked.housekeeping).toBe('clean')

    // Signing out leaves nothing that was kept for this member of staff on the phone.
    await details.getByRole('button', { name: 'Close' }).tap()
    await page.getByRole('button', { name: 'Logout' }).tap()
    await expect(page).toHaveURL(/\/sign-in/)
    expect(await staffCopies(page)).toEqual([])
  })

  test('a check-in made offline on a stay another member of staff cancelled meanwhile is refused, and the phone says why', async ({
    page,
    context,
  }) => {
    await signInAs(page, RECEPTION)
    await openTodayOnline(page)

    await context.setOffline(true)
    await page
      .getByRole('button', { name: new RegExp(arriving.reference) })
      .first()
      .tap()
    const details = page.getByRole('dialog', { name: arriving.reference })
    // Confirming, cancelling or declining waits for the network; a check-in may be kept.
    await expect(details.getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled()
    await details.getByRole('button', { name: 'Check in' }).tap()
    await expect(toast(page, T.kept)).toBeVisible()
    await expect(details.getByTestId('waiting-actions')).toContainText(
      T.labels.checkIn('Kojo Arriving'),
    )
    await details.getByRole('button', { name: 'Close' }).tap()

    // Meanwhile, online, the admin cancels the stay.
    const cancelled = await admin.post(`/api/bookings/${arriving.id}/status`, {
      data: { action: 'cancel', seenStatus: 'confirmed' },
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)

    await context.setOffline(false)
    const refusal = page.getByTestId('outbox-refusal')
    await expect(refusal).toContainText(T.refusedTitle)
    await expect(refusal).toContainText('This stay was cancelled')
    await expect(refusal).toContainText('while you were offline')
    await expect(refusal).toContainText(T.refusedAdvice)
    // Still cancelled on the server: the late check-in changed nothing.
    const stay = (await (await admin.get(`/api/bookings/${arriving.id}?depth=0`)).json()) as {
      status: string
    }
    expect(stay.status).toBe('cancelled')
    // It stays until dismissed.
    await page.reload()
    await expect(refusal).toContainText('This stay was cancelled')
    await refusal.getByRole('button', { name: T.dismiss }).tap()
    await expect(refusal).toHaveCount(0)
  })
  test('the bookings list and the room calendar open offline as last seen, and a charge posted offline is sent once', async ({
    page,
    context,
  }) => {
    await signInAs(page, RECEPTION)
    await openTodayOnline(page)
    // Seen online once: the list, then the calendar.
    await page.goto('/admin/bookings')
    const stays = page.getByRole('list', { name: 'Stays' })
    await expect(stays.getByRole('button', { name: new RegExp(inHouse.reference) })).toBeVisible()
    await page.getByRole('tab', { name: 'Calendar' }).tap()
    const row = page
      .getByTestId('room-calendar')
      .locator('tr', { has: page.getByRole('rowheader', { name: 'Garden View Twin' }) })
    const tonight = row.getByRole('button', { name: new RegExp(`^${isoDay(0)} `) })
    await expect(tonight).toBeAttached()
    await page.getByRole('tab', { name: 'List' }).tap()
    await expect(stays.getByRole('button', { name: new RegExp(inHouse.reference) })).toBeVisible()

    // No network, and the page loaded again: the list and the calendar as they were.
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-as-of')).toHaveText(/^Offline — as of \d\d:\d\d$/)
    await expect(stays.getByRole('button', { name: new RegExp(inHouse.reference) })).toBeVisible()
    await page.getByRole('tab', { name: 'Calendar' }).tap()
    await expect(tonight).toBeAttached()
    await page.getByRole('tab', { name: 'List' }).tap()

    // A large beer charged to the stay in the house, from the list.
    await stays.getByRole('button', { name: new RegExp(inHouse.reference) }).tap()
    const details = page.getByRole('dialog', { name: inHouse.reference })
    await details.getByRole('button', { name: chargesText.addCharge }).tap()
    const charge = page.getByRole('dialog', { name: new RegExp(chargesText.formTitle) })
    await charge.getByRole('radio', { name: /Club beer \(large\)/ }).tap()
    await charge.getByRole('button', { name: chargesText.submit(formatPesewas(2500)) }).tap()
    await expect(toast(page, T.kept)).toBeVisible()
    await expect(page.getByTestId('waiting-count')).toHaveText(T.waitingCount(1))

    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(toast(page, T.sent(1))).toBeVisible()
    const charges = (await (
      await admin.get(
        `/api/ledger?where[booking][equals]=${inHouse.id}&where[kind][equals]=charge&depth=0`,
      )
    ).json()) as { totalDocs: number; docs: Array<{ amount: number }> }
    expect(charges.totalDocs).toBe(1)
    expect(charges.docs[0].amount).toBe(2500)
  })

  test('a phone that cannot keep an action says so, and keeps what was typed', async ({
    page,
    context,
  }) => {
    // Storage full: every write to the outbox fails as a full disk makes it fail.
    await page.addInitScript(() => {
      IDBObjectStore.prototype.add = function () {
        throw new DOMException('The storage is full.', 'QuotaExceededError')
      }
    })
    await signInAs(page, RECEPTION)
    await openTodayOnline(page)
    await context.setOffline(true)
    await page
      .getByRole('button', { name: new RegExp(inHouse.reference) })
      .first()
      .tap()
    const details = page.getByRole('dialog', { name: inHouse.reference })
    const form = details.getByRole('form', { name: 'Record a payment' })
    await form.getByLabel('Amount (₵)').fill('20')
    await form.getByRole('button', { name: 'Record payment' }).tap()
    await expect(toast(page, T.notKept)).toBeVisible()
    await expect(form.getByLabel('Amount (₵)')).toHaveValue('20')
    await expect(form.getByRole('button', { name: 'Record payment' })).toBeEnabled()
    await expect(page.getByTestId('waiting-count')).toHaveCount(0)
    await context.setOffline(false)
  })

  test('a session found ended takes everything kept for it off the phone', async ({
    page,
    context,
  }) => {
    await signInAs(page, RECEPTION)
    await openTodayOnline(page)
    expect((await staffCopies(page)).length).toBeGreaterThan(0)
    // The session ends on the server (here its token is no longer one the server accepts).
    const [session] = (await context.cookies()).filter((cookie) => cookie.name.endsWith('-token'))
    await context.addCookies([{ ...session, value: 'ended' }])
    // The sign-in page the portal sends it to clears the worker's copies, and asks the sign-out
    // door to clear the browser's own.
    const cleared = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/signout'))
    await page.reload()
    await expect(page).toHaveURL(/\/sign-in/)
    await expect.poll(() => staffCopies(page)).toEqual([])
    // allHeaders: the shorter list leaves out the headers the browser acts on itself.
    expect((await (await cleared).allHeaders())['clear-site-data']).toBe(CLEAR_BROWSER_COPIES)
  })
})
