import { api } from '../admin/helpers'
import { expect, signInApi, test } from '../fixtures'
import { todayInGhana } from '@/lib/dates'

// A year ahead: far past the demo's own stays and seasons, so every demo room is free.
const YEAR = Number(todayInGhana().slice(0, 4)) + 1
const CHECK_IN = `${YEAR}-12-24`
const CHECK_OUT = `${YEAR}-12-27`

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test.beforeEach(async ({ context }) => {
  // No network here: answer wa.me locally so the new window has something to show.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
  )
})

test('a family of two adults and three children is offered two rooms in one tap, sends one request with both and sees one stay page with both (390 px)', async ({
  page,
  request,
}) => {
  await page.goto('/bookings')
  await page.getByLabel('Check-in Date').fill(CHECK_IN)
  await page.getByLabel('Check-out Date').fill(CHECK_OUT)
  await page.getByLabel('Guests', { exact: true }).selectOption('5')
  await page.getByLabel(/^Children under \d+$/).selectOption('3')

  // No demo room takes five: the cheapest rooms together are offered instead of a dead end.
  const offers = page.getByTestId('room-combinations')
  await expect(offers).toContainText('No one room takes 5 guests. These rooms together do:')
  const first = offers.getByRole('button').first()
  await expect(first).toHaveText(/^.+ \(\d guests?\) \+ .+ \(\d guests?\): ₵[\d,]+ in total$/)
  const offered = (await first.textContent()) ?? ''
  const [firstRoom, secondRoom] = offered
    .split(':')[0]
    .split(' + ')
    .map((part) => part.replace(/ \(\d guests?\)$/, ''))

  await first.tap()

  // One tap filled both rooms.
  await expect(page.getByRole('radio', { name: new RegExp(firstRoom) })).toBeChecked()
  const roomTwo = page.getByRole('region', { name: 'Room 2' })
  await expect(roomTwo.getByRole('radio', { name: new RegExp(secondRoom) })).toBeChecked()

  // A name of this attempt's own, so the desk's look-up below finds this request alone.
  const name = `Abena ${String(Date.now())
    .slice(-6)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Phone Number').fill('0245551234')
  const [sent, popup] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/bookings/request')),
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Book on WhatsApp' }).tap(),
  ])
  await popup.close()
  expect(sent.status()).toBe(201)
  const body = JSON.parse(sent.request().postData() ?? '{}') as {
    moreRooms?: { roomId: string; guests: string; children: string }[]
  }
  expect(body.moreRooms).toHaveLength(1)
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''
  expect(reference).toMatch(/^RP-[2-9A-Z]{4}$/)

  // The desk sees both rooms of the request, each with its adults and young children.
  await signInApi(request)
  const query = new URLSearchParams({
    'where[guestName][equals]': name,
    depth: '1',
  })
  const stays = (await (await request.get(`/api/bookings?${query}`, api)).json()) as {
    docs: {
      id: string
      room: { name: string }
      adults: number
      children: number
      status: string
      group: string
    }[]
  }
  expect(stays.docs.map((stay) => stay.room.name).sort()).toEqual([firstRoom, secondRoom].sort())
  expect(stays.docs.every((stay) => stay.status === 'requested')).toBe(true)
  expect(stays.docs.every((stay) => stay.group === reference)).toBe(true)
  expect(stays.docs.reduce((sum, stay) => sum + stay.adults, 0)).toBe(2)
  expect(stays.docs.reduce((sum, stay) => sum + stay.children, 0)).toBe(3)

  // Staff confirm the family's request in one step; the guest's one message leads to one page
  // with both rooms under the reference they were given.
  const answered = await request.post(`/api/bookings/${stays.docs[0].id}/status`, {
    ...api,
    data: { action: 'confirm', seenStatus: 'requested', group: true },
  })
  expect(answered.ok()).toBeTruthy()
  const listed = await request.get(`/api/bookings/${stays.docs[1].id}/messages`, api)
  const { messages } = (await listed.json()) as { messages: { link: string }[] }
  const message = new URL(messages[0].link).searchParams.get('text') ?? ''
  expect(message).toContain(reference)
  const stayLink = message.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}/)?.[0] ?? ''
  await page.goto(new URL(stayLink).pathname)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference)
  await expect(page.getByRole('heading', { name: 'Your 2 rooms' })).toBeVisible()
  await expect(page.getByTestId('stay-room')).toHaveCount(2)
  await expect(page.getByTestId('stay-room').filter({ hasText: firstRoom })).toHaveCount(1)
  await expect(page.getByTestId('stay-room').filter({ hasText: secondRoom })).toHaveCount(1)
  for (const stay of stays.docs) await request.delete(`/api/bookings/${stay.id}`, api)
})
