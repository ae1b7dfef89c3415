import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'

import { CancelRequest, ReviewForm } from '@/components/site/Stay/StayActions.client'
import { stayMessages } from '@/lib/messages/stayMessages'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const URL_ = '/api/stay/abc/cancel-request'

describe("the guest's stay page actions", () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('asks before sending a cancel request; keeping the stay sends nothing', async () => {
    render(<CancelRequest url={URL_} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask to cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep my stay' }))
    expect(screen.getByRole('button', { name: 'Ask to cancel' })).toBeInTheDocument()
    await act(async () => {})
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'We have your request' }))
    fireEvent.click(screen.getByRole('button', { name: 'Ask to cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, ask to cancel' }))
    expect(await screen.findByRole('status')).toHaveTextContent('We have your request')
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([[URL_, 'POST']])
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a refusal and keeps the buttons; no answer at all says it could not send', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Too late to cancel here' }, 409))
    render(<CancelRequest url={URL_} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask to cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, ask to cancel' }))
    expect(await screen.findByText('Too late to cancel here')).toHaveAttribute('role', 'alert')
    expect(screen.queryByRole('status')).toBeNull()

    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, ask to cancel' }))
    expect(await screen.findByText(stayMessages.sendFailed)).toHaveAttribute('role', 'alert')
  })

  it('sends the rating, the lines and the consent to show a first name', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Thank you' }))
    render(<ReviewForm url="/api/stay/abc/review" />)
    fireEvent.click(screen.getByLabelText('4'))
    fireEvent.change(screen.getByLabelText('A few lines about your stay'), {
      target: { value: 'Quiet and clean' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you')
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      rating: 4,
      text: 'Quiet and clean',
      publishName: false,
    })
  })

  it('sends no review without a rating', async () => {
    render(<ReviewForm url="/api/stay/abc/review" />)
    fireEvent.change(screen.getByLabelText('A few lines about your stay'), {
      target: { value: 'Quiet and clean' },
    })
    fireEvent.click(screen.getByLabelText('Show my first name with it'))
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }))
    await act(async () => {})
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
