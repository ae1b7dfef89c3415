import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { DayClose, type DayCloseData } from '@/components/admin/Money/CashUp/DayClose'
import { API } from '@/lib/apiRoutes'
import { cashUp } from '@/lib/money/cashUp'
import type { TakingsEntry } from '@/lib/money/moneyEntry'
import { MESSAGES } from '@/lib/messages'
import type { CashUpClose } from '@/payload-types'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

let ids = 0
const entry = (amount: number, how: Partial<TakingsEntry> = {}): TakingsEntry => {
  ids += 1
  return {
    id: `e${ids}`,
    kind: 'payment',
    amount,
    reversesKind: null,
    day: day(-1),
    recordedAt: `${day(-1)}T09:1${ids}:00.000Z`,
    method: 'cash',
    network: null,
    transactionId: null,
    receipt: null,
    recordedByName: 'Efua Desk',
    booking: { reference: `RP-00${ids}`, guestName: 'Ama Owusu', roomName: 'Garden Room' },
    ...how,
  }
}

/** What the server answers for a day: the takings rule itself over the entries, none hidden. */
function answer(
  entries: TakingsEntry[],
  closes: CashUpClose[] = [],
  openingFloat = 0,
): DayCloseData {
  const takings = cashUp(entries)
  const shown = <G extends object>(group: G) => ({ ...group, hidden: 0 })
  return {
    day: day(-1),
    today: day(0),
    closes,
    openingFloat,
    takings: {
      total: takings.total,
      byMethod: takings.byMethod.map(shown),
      byNetwork: takings.byNetwork.map(shown),
    },
  }
}

const ENTRIES = () => [
  entry(25_050),
  entry(10_000, { method: 'mobile-money', network: 'mtn', transactionId: 'T1' }),
]

const CLOSED: CashUpClose = {
  id: 'c1',
  day: day(-1),
  turn: `${day(-1)}:1`,
  countedCash: 25_000,
  denominations: [],
  floatKept: 5_000,
  openingFloat: 0,
  cashToBank: 20_000,
  momoStatement: { mtn: 10_000, telecel: 0, airteltigo: 0 },
  expectedTotal: 35_050,
  lines: [
    {
      key: 'cash',
      label: 'Cash in the drawer',
      expected: 25_050,
      counted: 25_000,
      overShort: -50,
      entryCount: 1,
    },
    {
      key: 'mobile-money:mtn',
      label: 'Mobile money MTN',
      expected: 10_000,
      counted: 10_000,
      overShort: 0,
      entryCount: 1,
    },
  ],
  entries: ['e1', 'e2'],
  closedBy: 'u1',
  closedByName: 'Efua Desk',
  closedAt: `${day(-1)}T21:05:00.000Z`,
  corrects: null,
  reason: null,
  createdAt: `${day(-1)}T21:05:00.000Z`,
  updatedAt: `${day(-1)}T21:05:00.000Z`,
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DayClose day={day(-1)} />
    </SWRConfig>,
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

const posted = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }))

describe('DayClose', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows expected, counted and over/short by method as the count is typed, and closes once asked', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ success: true, close: CLOSED }, 201)
        : jsonResponse(answer(ENTRIES())),
    )
    show()
    await screen.findByLabelText(MESSAGES.cashUp.countedCash)
    type(MESSAGES.cashUp.countedCash, '250')
    type(MESSAGES.cashUp.floatKept, '50')
    type(MESSAGES.cashUp.momoStatement('MTN'), '101')

    expect(screen.getByTestId('close-cash-expected')).toHaveTextContent('₵250.50')
    expect(screen.getByTestId('close-cash-counted')).toHaveTextContent('₵250')
    expect(screen.getByTestId('close-cash-over-short')).toHaveTextContent('-₵0.50')
    expect(screen.getByTestId('close-mobile-money:mtn-over-short')).toHaveTextContent('+₵1')
    expect(screen.getByTestId('preview-cash-to-bank')).toHaveTextContent('₵200')
    // The entries behind a total are listed under it.
    const cash = within(screen.getByTestId('close-cash')).getAllByTestId('takings-entry')
    expect(cash).toHaveLength(1)
    expect(cash[0]).toHaveTextContent('RP-00')

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cashUp.closeDay }))
    // Asked once before anything is sent.
    expect(posted(fetchMock)).toEqual([])
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.cashUp.closeYes }))
    await waitFor(() =>
      expect(posted(fetchMock)).toEqual([
        {
          url: API.cashUpClose,
          body: {
            day: day(-1),
            countedCash: 25_000,
            floatKept: 5_000,
            momoStatement: { mtn: 10_100, telecel: 0, airteltigo: 0 },
          },
        },
      ]),
    )
  })

  it('adds up notes and coins into the cash counted', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer(ENTRIES())))
    show()
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.cashUp.countByNotes }))
    type('₵200 notes', '1')
    type('₵50 notes', '1')
    type('₵0.50 coins', '1')
    type('₵2 coins', '2')
    type('₵2 notes', '1')
    expect(screen.getByTestId('count-total')).toHaveTextContent('₵256.50')
    expect(screen.getByTestId('close-cash-counted')).toHaveTextContent('₵256.50')
    expect(screen.getByTestId('close-cash-over-short')).toHaveTextContent('+₵6')
  })

  it('shows a closed day read-only, and a correction needs a reason before it is sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer(ENTRIES(), [CLOSED])))
    show()
    expect(await screen.findByTestId('closed-by')).toHaveTextContent('Closed by Efua Desk at')
    expect(screen.getByTestId('close-cash-over-short')).toHaveTextContent('-₵0.50')
    expect(screen.getByTestId('cash-to-bank')).toHaveTextContent('₵200')
    expect(screen.queryByRole('button', { name: MESSAGES.cashUp.closeDay })).toBeNull()
    expect(screen.queryByLabelText(MESSAGES.cashUp.countedCash)).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cashUp.correct }))
    // The count as closed, to put right.
    expect(screen.getByLabelText(MESSAGES.cashUp.countedCash)).toHaveValue('250')
    type(MESSAGES.cashUp.countedCash, '250.50')
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cashUp.saveCorrection }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cashUp.correctionReason)
    expect(screen.queryByRole('dialog')).toBeNull()

    type(MESSAGES.cashUp.correctionReasonLabel, 'A coin was under the tray')
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cashUp.saveCorrection }))
    const dialog = await screen.findByRole('dialog')
    fetchMock.mockResolvedValue(jsonResponse({ success: true, close: CLOSED }, 201))
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.cashUp.saveCorrection }))
    await waitFor(() =>
      expect(posted(fetchMock).map(({ body }) => body)).toEqual([
        expect.objectContaining({
          countedCash: 25_050,
          corrects: 'c1',
          reason: 'A coin was under the tray',
        }),
      ]),
    )
  })

  it('says why the server refused the close', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ success: false, message: MESSAGES.cashUp.alreadyClosed('Kofi') }, 409)
        : jsonResponse(answer(ENTRIES())),
    )
    show()
    await screen.findByLabelText(MESSAGES.cashUp.countedCash)
    type(MESSAGES.cashUp.countedCash, '250')
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cashUp.closeDay }))
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.cashUp.closeYes }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.cashUp.alreadyClosed('Kofi'),
    )
  })
})
