import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { Seasons } from '@/components/admin/Seasons'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'

import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'
import { contractRoomFixture } from '../../helpers/fixtures/rooms'

const ROOMS = [
  contractRoomFixture('Executive Suite', 500, { bedType: 'King Size' }),
  contractRoomFixture('Queen Comfort Room', 350, { bedType: 'Queen Size' }),
]

const EASTER = {
  id: 's1',
  name: 'Easter',
  from: '2027-03-26T00:00:00.000Z',
  to: '2027-03-29T00:00:00.000Z',
  minNights: 2,
  prices: [{ id: 'p1', category: 'Queen Size', room: null, nightlyPrice: 420, weekendPrice: null }],
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Seasons />
      <Toasts />
    </SWRConfig>,
  )
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const sent = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH')
    .map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))])

describe('Seasons', () => {
  let fetchMock: FetchMock
  let answer: () => Response

  beforeEach(() => {
    answer = () => jsonResponse({ doc: { id: 's2' } }, 201)
    fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST' || init?.method === 'PATCH') return answer()
      return String(url) === API.room.all ? jsonResponse(ROOMS) : jsonResponse({ docs: [EASTER] })
    })
  })

  afterEach(() => cleanup())

  it('prices Christmas for the whole house in one form: per category, and one room on its own', async () => {
    show()
    await screen.findByRole('button', { name: 'Add a season' })
    change('Name', 'Christmas')
    change('First night', '2026-12-24')
    change('Last night', '2027-01-01')
    change('Minimum stay (nights)', '2')
    change('King Size: nightly price (₵)', '700')
    change('King Size: Friday and Saturday (₵)', '750')
    change('Queen Size: nightly price (₵)', '500')
    change('Executive Suite: nightly price (₵)', '800')
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }))
    await expectToast(MESSAGES.rates.seasonSaved)
    expect(sent(fetchMock)).toEqual([
      [
        API.seasonDoc(),
        'POST',
        {
          name: 'Christmas',
          from: '2026-12-24',
          to: '2027-01-01',
          minNights: 2,
          prices: [
            // Categories in the order the room form lists beds.
            { category: 'Queen Size', room: null, nightlyPrice: 500, weekendPrice: null },
            { category: 'King Size', room: null, nightlyPrice: 700, weekendPrice: 750 },
            { category: null, room: ROOMS[0]!._id, nightlyPrice: 800, weekendPrice: null },
          ],
        },
      ],
    ])
  })

  it('opens a stored season as it stands and saves it in place', async () => {
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Easter · 26–29 Mar' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Easter')
    expect(screen.getByLabelText('First night')).toHaveValue('2027-03-26')
    expect(screen.getByLabelText('Queen Size: nightly price (₵)')).toHaveValue(420)
    change('Queen Size: nightly price (₵)', '450')
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }))
    await expectToast(MESSAGES.rates.seasonSaved)
    expect(sent(fetchMock).map(([url, method]) => [url, method])).toEqual([
      [API.seasonDoc('s1'), 'PATCH'],
    ])
  })

  it('shows each reason the server refuses a season for, and keeps what was typed', async () => {
    answer = () =>
      jsonResponse(
        {
          errors: [
            {
              message: 'The following fields are invalid: from, minNights',
              data: {
                errors: [
                  { path: 'from', message: MESSAGES.rates.seasonOverlaps('Easter') },
                  { path: 'minNights', message: MESSAGES.rates.minNightsRange(30) },
                ],
              },
            },
          ],
        },
        400,
      )
    show()
    await screen.findByRole('button', { name: 'Add a season' })
    change('Name', 'Holy week')
    change('Minimum stay (nights)', '0')
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(MESSAGES.rates.seasonOverlaps('Easter'))
    expect(alert).toHaveTextContent(MESSAGES.rates.minNightsRange(30))
    expect(screen.getByLabelText('Name')).toHaveValue('Holy week')
    await act(async () => {})
  })
})
