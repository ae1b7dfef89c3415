import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime'

import { CHECK_WAITS_MS, PayOnline } from '@/components/site/Stay/PayOnline.client'
import { API } from '@/lib/apiRoutes'
import { RATE_LIMITS } from '@/lib/rateLimits'
import { payOnline as text } from '@/lib/messages/payOnline'
import type { PayOffer } from '@/lib/payments/payOffer'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const TOKEN = 'tok-123'
const START = API.stayPay(TOKEN)
const STATUS = API.stayPayStatus(TOKEN, 'pay_REF1')
const DEPOSIT: PayOffer = { purpose: 'deposit', amount: 45_000 }

function setup(props: { offer?: PayOffer | null; statusUrl?: string; highlighted?: boolean } = {}) {
  const navigate = jest.fn<(url: string) => void>()
  const refresh = jest.fn()
  const router = { refresh } as unknown as AppRouterInstance
  render(
    <AppRouterContext.Provider value={router}>
      <PayOnline
        startUrl={START}
        offer={props.offer === undefined ? DEPOSIT : props.offer}
        statusUrl={props.statusUrl}
        highlighted={props.highlighted}
        navigate={navigate}
      />
    </AppRouterContext.Provider>,
  )
  return { navigate, refresh }
}

/** Lets the answers already given reach the screen. */
const settle = () => act(async () => {})

describe("the guest's Pay button", () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => {
    cleanup()
    jest.useRealTimers()
  })

  it('offers the deposit due, or else the balance, and asks nothing until pressed', async () => {
    setup()
    expect(screen.getByRole('button', { name: 'Pay deposit ₵450' })).toBeEnabled()
    expect(screen.getByText(text.payHint)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    cleanup()
    setup({ offer: { purpose: 'balance', amount: 90_050 } })
    expect(screen.getByRole('button', { name: 'Pay balance ₵900.50' })).toBeInTheDocument()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends one request for a double tap, says it is opening, then goes to the gateway', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    const { navigate } = setup()
    const button = screen.getByRole('button', { name: 'Pay deposit ₵450' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(button).toBeDisabled()
    expect(button).toHaveTextContent(text.opening)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(START)
    expect(init?.method).toBe('POST')
    // The amount is the server's to decide: the browser names only what it pays for.
    expect(JSON.parse(String(init?.body))).toEqual({ purpose: 'deposit' })

    answer(jsonResponse({ redirectUrl: 'http://127.0.0.1:3127/checkout/abc', reference: 'R1' }))
    await settle()
    expect(navigate.mock.calls).toEqual([['http://127.0.0.1:3127/checkout/abc']])
    fireEvent.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(button).toHaveTextContent(text.opening)
  })

  it("shows the server's refusal in the alert and lets the guest try again", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Nothing is due for the deposit' }, 409),
    )
    const { navigate } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Pay deposit ₵450' }))
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing is due for the deposit')
    expect(screen.getByRole('button', { name: 'Pay deposit ₵450' })).toBeEnabled()
    expect(navigate).not.toHaveBeenCalled()

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    fireEvent.click(screen.getByRole('button', { name: 'Pay deposit ₵450' }))
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent(text.openFailed)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('back from the gateway, checks until the server says paid, then shows the receipt', async () => {
    jest.useFakeTimers()
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ status: 'pending', amount: 45_000, receipt: null }))
      .mockResolvedValueOnce(jsonResponse({ status: 'paid', amount: 45_000, receipt: 'R-000123' }))
    const { refresh } = setup({ statusUrl: STATUS })
    expect(screen.getByRole('status')).toHaveTextContent(text.checking)
    // No second payment while the first is being checked.
    expect(screen.queryByRole('button')).toBeNull()
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(text.checking)
    expect(refresh).not.toHaveBeenCalled()

    await act(() => jest.advanceTimersByTimeAsync(CHECK_WAITS_MS[0]))
    expect(screen.getByRole('status')).toHaveTextContent('Payment received: ₵450, receipt R-000123')
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([STATUS, STATUS])
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says a failed payment did not go through and offers the button again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 'failed', amount: 45_000 }))
    const { refresh } = setup({ statusUrl: STATUS })
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(text.failed)
    expect(screen.getByRole('button', { name: 'Pay deposit ₵450' })).toBeEnabled()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('says an abandoned payment did not go through either', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 'abandoned', amount: 45_000 }))
    setup({ statusUrl: STATUS })
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(text.failed)
  })

  it('after about two minutes still pending, says so and stops asking, never claiming paid', async () => {
    jest.useFakeTimers()
    fetchMock.mockResolvedValue(jsonResponse({ status: 'pending', amount: 45_000, receipt: null }))
    const { refresh } = setup({ statusUrl: STATUS })
    await settle()
    expect.assertions(CHECK_WAITS_MS.length + 8)
    for (const wait of CHECK_WAITS_MS) {
      expect(screen.getByRole('status')).toHaveTextContent(text.checking)
      await act(() => jest.advanceTimersByTimeAsync(wait))
    }
    expect(screen.getByRole('status')).toHaveTextContent(text.stillPending)
    expect(fetchMock).toHaveBeenCalledTimes(CHECK_WAITS_MS.length + 1)
    // Every question of one payment fits the status call's own limit, twice over.
    expect(2 * (CHECK_WAITS_MS.length + 1)).toBeLessThanOrEqual(
      RATE_LIMITS.stayPaymentStatus.points,
    )
    expect(CHECK_WAITS_MS.reduce((sum, wait) => sum + wait, 0)).toBe(120_000)

    await act(() => jest.advanceTimersByTimeAsync(60_000))
    expect(fetchMock).toHaveBeenCalledTimes(CHECK_WAITS_MS.length + 1)
    expect(screen.queryByText(/Payment received/)).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('stops asking once over the page’s limit, saying the payment will show once confirmed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Too many requests' }, 429))
    setup({ statusUrl: STATUS })
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(text.stillPending)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('says what the server says of money it could not accept, never that it was received', async () => {
    const told = 'We could not accept this payment as it was: we will return it and call you.'
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: 'refused', amount: 40_000, message: told }),
    )
    const { refresh } = setup({ statusUrl: STATUS })
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(told)
    expect(screen.queryByText(/Payment received/)).toBeNull()
    expect(refresh).not.toHaveBeenCalled()
  })

  it("stops at once on the server's refusal of the reference, and says why", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'This payment is not one of this stay’s' }, 404),
    )
    setup({ statusUrl: STATUS })
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent('This payment is not one of this stay’s')
    expect(screen.getByRole('button', { name: 'Pay deposit ₵450' })).toBeEnabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('keeps checking through a dropped connection', async () => {
    jest.useFakeTimers()
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ status: 'paid', amount: 45_000, receipt: 'R-000124' }))
    setup({ statusUrl: STATUS })
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(text.checking)
    await act(() => jest.advanceTimersByTimeAsync(CHECK_WAITS_MS[0]))
    expect(screen.getByRole('status')).toHaveTextContent('receipt R-000124')
  })

  it('opened from a payment link, brings the button into view', () => {
    const scrollIntoView = jest.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    setup({ highlighted: true })
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('pay-online')).toHaveClass('ring-2')
  })
})
