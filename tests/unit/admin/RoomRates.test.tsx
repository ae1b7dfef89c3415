import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { RoomRates } from '@/components/admin/Rooms/RoomRates'
import { Toasts } from '@/components/ui/Toasts'
import { MESSAGES } from '@/lib/messages'

import { day } from '../../helpers/fixtures/dates'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const STORED = {
  id: 'room-1',
  maxGuests: 3,
  includedGuests: 2,
  extraGuestPrice: 50,
  rates: [
    {
      name: 'December',
      from: day(20),
      to: day(30),
      nightlyPrice: 450,
      weekendPrice: null,
      minNights: 2,
    },
  ],
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RoomRates roomId="room-1" />
      <Toasts />
    </SWRConfig>,
  )
}

const field = (label: RegExp | string, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(label)
const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!)
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save guests and prices' }))
const patches = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')

describe('RoomRates', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    fetchMock.mockResolvedValue(jsonResponse(STORED))
  })

  afterEach(() => cleanup())

  it('starts from what is stored', async () => {
    show()
    const december = await screen.findByRole('listitem', { name: 'December' })
    expect(field('Most guests (empty: any party)')).toHaveValue(3)
    expect(field('Guests the price includes')).toHaveValue(2)
    expect(field('First night', december)).toHaveValue(day(20))
    expect(field('Nightly price (₵)', december)).toHaveValue(450)
  })

  it('refuses a season whose last night is before its first, beside the last night', async () => {
    show()
    const december = await screen.findByRole('listitem', { name: 'December' })
    const last = field('Last night', december)
    change(last, day(10))
    save()
    expect(last).toHaveAttribute('aria-invalid', 'true')
    expect(describedBy(last)).toHaveTextContent(MESSAGES.rates.endsBeforeStart)
    expect(last).toHaveFocus()
    await act(async () => {})
    expect(patches(fetchMock)).toHaveLength(0)
  })

  it('refuses a price that includes more guests than the room takes', async () => {
    show()
    await screen.findByRole('listitem', { name: 'December' })
    const included = field('Guests the price includes')
    change(included, '4')
    save()
    expect(describedBy(included)).toHaveTextContent(MESSAGES.rates.includedAboveMax)
    expect(included).toHaveFocus()
    await act(async () => {})
    expect(patches(fetchMock)).toHaveLength(0)
  })

  it('asks a new season for its name, dates and price, and drops it when removed', async () => {
    show()
    await screen.findByRole('listitem', { name: 'December' })
    fireEvent.click(screen.getByRole('button', { name: 'Add a season or event' }))
    const added = screen.getByRole('listitem', { name: 'Season 2' })
    save()
    const required: Array<[string, string]> = [
      ['Name', MESSAGES.rates.nameRequired],
      ['First night', MESSAGES.rates.dateRequired],
      ['Last night', MESSAGES.rates.dateRequired],
      ['Nightly price (₵)', MESSAGES.rates.priceRequired],
    ]
    expect.assertions(required.length + 3)
    for (const [label, message] of required) {
      expect(describedBy(field(label, added))).toHaveTextContent(message)
    }
    expect(field('Name', added)).toHaveFocus()
    fireEvent.click(within(added).getByRole('button', { name: 'Remove this season' }))
    const seasons = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))
    expect(seasons).toEqual(['December'])
    await act(async () => {})
    expect(patches(fetchMock)).toHaveLength(0)
  })

  it('sends the numbers typed, an empty field as none, and says it saved', async () => {
    show()
    const december = await screen.findByRole('listitem', { name: 'December' })
    change(field('Most guests (empty: any party)'), '')
    change(field('Fri and Sat nights (₵, optional)', december), '500.50')
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: STORED }))
    save()
    await expectToast(MESSAGES.rates.saved)
    const [[url, init]] = patches(fetchMock)
    expect(String(url)).toMatch(/^\/api\/rooms\/room-1\?/)
    expect(JSON.parse(String(init?.body))).toEqual({
      maxGuests: null,
      includedGuests: 2,
      extraGuestPrice: 50,
      rates: [
        {
          name: 'December',
          from: day(20),
          to: day(30),
          nightlyPrice: 450,
          weekendPrice: 500.5,
          minNights: 2,
        },
      ],
    })
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    show()
    const december = await screen.findByRole('listitem', { name: 'December' })
    change(field('Nightly price (₵)', december), '480')
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: [{ message: 'Not allowed' }] }, 403))
    save()
    await expectToast('Not allowed')
    expect(field('Nightly price (₵)', december)).toHaveValue(480)
    expect(screen.getByRole('button', { name: 'Save guests and prices' })).toBeEnabled()
  })
})
