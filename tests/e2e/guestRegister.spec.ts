import fs from 'node:fs'

import type { APIRequestContext } from '@playwright/test'

import { guestRegister as text } from '../../src/lib/messages/guestRegister'
import { day } from '../helpers/fixtures/dates'
import { signInAs } from './admin/helpers'
import { expect, mailbox, test } from './fixtures'
import { apiAs } from './security/helpers'

const RECEPTION = {
  email: 'register.desk@e2e.test',
  password: 'register-desk-password-1',
  name: 'Register Desk',
}
const GUEST_EMAIL = `hannah.${Date.now()}@example.com`
const [today, tomorrow] = [day(0), day(1)]

type FreeRoom = { _id: string; name: string; available: boolean }

let admin: APIRequestContext
const made: string[] = []

/** Two rooms free tonight: one for the guest who registers online, one for the walk-in. */
async function freeRooms(): Promise<FreeRoom[]> {
  const answer = await admin.get(
    `/api/bookings/availability?checkIn=${today}&checkOut=${tomorrow}&guests=1`,
  )
  expect(answer.ok()).toBeTruthy()
  const { rooms } = (await answer.json()) as { rooms: FreeRoom[] }
  const free = rooms.filter((room) => room.available)
  expect(free.length).toBeGreaterThanOrEqual(2)
  return free
}

test.beforeAll(async () => {
  admin = await apiAs()
  const account = await admin.post('/api/users', { data: { ...RECEPTION, role: 'reception' } })
  expect([201, 400]).toContain(account.status())
})

test.afterAll(async () => {
  // Tonight's rooms are freed for the specs after this one.
  for (const id of made) {
    const stay = (await (await admin.get(`/api/bookings/${id}?depth=0`)).json()) as {
      status: string
    }
    const data =
      stay.status === 'checked-in'
        ? { status: 'completed', leaveBalanceDue: true }
        : { status: 'cancelled' }
    await admin.patch(`/api/bookings/${id}`, { data })
  }
  await admin.dispose()
})

test.describe('the guest register on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a guest registers online, reception registers a walk-in at check-in, and the Friday return lists the foreign guest alone', async ({
    page,
    browser,
  }) => {
    const [guestRoom, walkInRoom] = await freeRooms()

    // A foreign guest's stay, confirmed, whose email links to their stay page.
    const created = await admin.post('/api/bookings', {
      data: {
        room: guestRoom._id,
        guestName: 'Hannah Okafor',
        email: GUEST_EMAIL,
        guests: 1,
        checkIn: today,
        checkOut: tomorrow,
        source: 'website',
        status: 'requested',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string; reference: string } }
    made.push(doc.id)
    const confirmed = await admin.post(`/api/bookings/${doc.id}/status`, {
      data: { action: 'confirm', seenStatus: 'requested' },
    })
    expect(confirmed.ok()).toBeTruthy()
    const mail = await mailbox.waitFor(
      (m) => m.envelope.to.includes(GUEST_EMAIL) && m.subject.includes(doc.reference),
    )
    const link = mail.text.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}/)?.[0] as string

    // The guest registers before arriving, on their own phone.
    const guest = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const phone = await guest.newPage()
    await phone.goto(new URL(link).pathname)
    const section = phone.getByTestId('stay-register')
    await expect(section.getByTestId('stay-register-count')).toHaveText(
      text.guestRegisteredCount(0, 1),
    )
    await expect(section.getByText(text.guestKept(24))).toBeVisible()
    await section.getByRole('button', { name: text.guestOpenForm }).tap()
    await section.getByLabel(/^Phone/).fill('+234 803 123 4567')
    await section.getByLabel(/^Full name/).fill('Hannah Okafor')
    await section.getByLabel(/^Nationality/).fill('Nigerian')
    await expect(section.getByLabel(/^Identity document/)).toHaveValue('passport')
    await section.getByLabel(/^Document number/).fill('A07654321')
    await section.getByLabel(/^Date of birth/).fill('1985-09-30')
    await section.getByLabel(/^Home address/).fill('12 Awolowo Road, Ikoyi, Lagos')
    await section.getByLabel(/^Arriving from/).fill('Lagos')
    await section.getByLabel(/^Going to/).fill('Cape Coast')
    // A field left out is named, and nothing is saved.
    await section.getByRole('button', { name: 'Register' }).tap()
    await expect(section.getByText(text.purposeRequired)).toBeVisible()
    await section.getByLabel(/^Purpose/).selectOption('holiday')
    await section.getByRole('button', { name: 'Register' }).tap()
    await expect(section.getByText(text.registeredOnline)).toBeVisible()
    await expect(section.getByTestId('stay-register-count')).toHaveText(
      text.guestRegisteredCount(1, 1),
    )
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await guest.close()

    // A walk-in: reception books them in, checked in now.
    await signInAs(page, RECEPTION)
    await page.goto('/admin/bookings')
    await page.getByRole('button', { name: 'New booking' }).tap()
    const form = page.getByRole('dialog')
    await form.getByLabel('Room').selectOption({ label: walkInRoom.name })
    await form.getByLabel('Check-in').fill(today)
    await form.getByLabel('Check-out').fill(tomorrow)
    await form.getByLabel('Guest name').fill('Kwame Asante')
    await form.getByRole('textbox', { name: 'Phone' }).fill('0207654321')
    await form.getByLabel('Source').selectOption('walk-in')
    await form.getByLabel('Status').selectOption('checked-in')
    await form.getByRole('button', { name: 'New booking' }).tap()
    const toast = page.locator('.Toastify').getByText(/^Booking RP-[2-9A-Z]{4} created$/)
    await expect(toast).toBeVisible()
    const reference = ((await toast.textContent()) ?? '').split(' ')[1]
    const walkIn = (await (
      await admin.get(`/api/bookings?where[reference][equals]=${reference}&depth=0`)
    ).json()) as { docs: Array<{ id: string }> }
    made.push(walkIn.docs[0].id)

    // Today asks for the walk-in's registration; the form holds their name and phone already.
    // Taps, counted: Register, Nationality, Document number, Date of birth, Home address,
    // Purpose (open and choose: 2), Register guest = 8.
    await page.goto('/admin/today')
    const register = page.getByTestId('desk-register')
    const line = register.getByRole('listitem').filter({ hasText: 'Kwame Asante' })
    await expect(line.getByText(text.notRegisteredYet)).toBeVisible()
    await line.getByRole('button', { name: 'Register' }).tap()
    await expect(line.getByLabel(/^Full name/)).toHaveValue('Kwame Asante')
    await expect(line.getByLabel(/^Phone/)).toHaveValue('0207654321')
    await line.getByLabel(/^Nationality/).fill('Ghanaian')
    await expect(line.getByLabel(/^Identity document/)).toHaveValue('ghana-card')
    await line.getByLabel(/^Document number/).fill('GHA-123456789-0')
    await line.getByLabel(/^Date of birth/).fill('1990-04-12')
    await line.getByLabel(/^Home address/).fill('House 4, Oxford Street, Osu')
    await line.getByLabel(/^Purpose/).selectOption('business')
    await line.getByRole('button', { name: 'Register guest' }).tap()
    await expect(page.locator('.Toastify').getByText(text.registered('Kwame Asante'))).toBeVisible()
    await expect(register.getByText('Kwame Asante')).toHaveCount(0)

    // Tonight's book: both, masked, the online one marked so.
    await page.goto('/admin/guest-register')
    const book = page.getByTestId('register-book')
    const hannah = book.getByRole('row').filter({ hasText: 'Hannah Okafor' })
    await expect(hannah.getByText('registered online')).toBeVisible()
    await expect(hannah.getByText('•••• 4321')).toBeVisible()
    await expect(book.getByText('A07654321')).toHaveCount(0)
    await expect(book.getByRole('row').filter({ hasText: 'Kwame Asante' })).toBeVisible()

    // This week's Friday return: exactly the foreign guest.
    await page.goto(`/admin/guest-register/return?week=${today}`)
    const rows = page.getByTestId('friday-return').locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Hannah Okafor')
    await expect(rows.first()).toContainText('A07654321')
    await expect(rows.first()).toContainText('Nigerian')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).tap(),
    ])
    const csv = fs.readFileSync((await download.path()) as string, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/^1,Hannah Okafor,Nigerian,A07654321,/)
  })

  test('a group’s page registers each guest against the room they stay in', async ({ browser }) => {
    const [checkIn, checkOut] = [day(40), day(41)]
    const answer = await admin.get(
      `/api/bookings/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`,
    )
    const { rooms } = (await answer.json()) as { rooms: FreeRoom[] }
    const [first, second] = rooms.filter((room) => room.available)
    // A family in two rooms, taken at the desk as one group.
    const walkIn = await admin.post('/api/bookings/walk-in', {
      data: {
        room: first._id,
        guests: '1',
        moreRooms: [{ room: second._id, guests: '1' }],
        checkIn,
        checkOut,
        guestName: 'Okafor Family',
        phone: '0241234567',
      },
    })
    expect(walkIn.status(), await walkIn.text()).toBe(201)
    const { booking } = (await walkIn.json()) as { booking: { id: string; group: string } }
    const found = await admin.get(
      `/api/bookings?where[group][equals]=${booking.group}&sort=requestId&depth=0`,
    )
    const stays = ((await found.json()) as { docs: Array<{ id: string }> }).docs
    made.push(...stays.map((stay) => stay.id))
    const listed = await admin.get(`/api/bookings/${booking.id}/messages`)
    const { messages } = (await listed.json()) as { messages: Array<{ link: string }> }
    const message = new URL(messages[0].link).searchParams.get('text') ?? ''
    const link = message.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}/)?.[0] as string

    const guest = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const phone = await guest.newPage()
    await phone.goto(new URL(link).pathname)
    const section = phone.getByTestId('stay-register')
    await expect(section.getByTestId('stay-register-rooms')).toContainText(
      text.roomCount(second.name, 0, 1),
    )
    await section.getByRole('button', { name: text.guestOpenForm }).tap()
    // The first room is picked until the guest picks the room they stay in.
    const pick = section.getByRole('group', { name: text.roomLegend })
    await expect(pick.getByRole('radio', { name: first.name })).toBeChecked()
    await pick.getByRole('radio', { name: second.name }).check()
    await section.getByLabel(/^Full name/).fill('Ama Mensah')
    await section.getByLabel(/^Nationality/).fill('Ghanaian')
    await section.getByLabel(/^Document number/).fill('GHA-123456789-0')
    await section.getByLabel(/^Date of birth/).fill('1990-04-12')
    await section.getByLabel(/^Home address/).fill('House 4, Oxford Street, Osu, Accra')
    await section.getByLabel(/^Phone/).fill('024 123 4567')
    await section.getByLabel(/^Purpose/).selectOption('business')
    await section.getByRole('button', { name: 'Register' }).tap()
    await expect(section.getByText(text.registeredOnline)).toBeVisible()
    await expect(section.getByTestId('stay-register-rooms')).toContainText(
      text.roomCount(second.name, 1, 1),
    )
    await guest.close()

    // The desk finds the guest on the second room, the one its check-in counts.
    const registered = await admin.get(
      `/api/guest-registrations?where[booking][equals]=${stays[1].id}&depth=0`,
    )
    expect(((await registered.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })
})
