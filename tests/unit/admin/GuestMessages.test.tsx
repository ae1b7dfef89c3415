import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { GuestMessages } from '@/components/admin/Bookings/GuestMessages'
import { API } from '@/lib/apiRoutes'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const LINK = 'https://wa.me/233241234567?text=Hello%20Ama'

function show(phone: string | null = '0241234567') {
  const saved: unknown[] = []
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GuestMessages
        booking={bookingFixture({ status: 'confirmed', phone })}
        onSaved={(b) => saved.push(b)}
      />
    </SWRConfig>,
  )
  return saved
}

describe('GuestMessages', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })
  afterEach(() => cleanup())

  it('loads nothing until asked, then lists each message as a wa.me link', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        messages: [{ moment: 'confirmed', label: 'Confirmed', link: LINK, opened: false }],
      }),
    )
    const saved = show()
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp the guest…' }))
    const link = await screen.findByRole('link', { name: 'Confirmed' })
    expect(link).toHaveAttribute('href', LINK)
    expect(String(fetchMock.mock.calls[0][0])).toContain(API.bookingMessages('booking-1'))

    // Tapping it opens WhatsApp and records it; the booking comes back with its history.
    fetchMock.mockResolvedValueOnce(jsonResponse({ booking: { id: 'booking-1' } }))
    fireEvent.click(link)
    await waitFor(() => expect(saved).toEqual([{ id: 'booking-1' }]))
    const [url, init] = fetchMock.mock.calls[1]
    expect(url).toBe(API.bookingMessages('booking-1'))
    expect(JSON.parse(String(init?.body))).toEqual({ moment: 'confirmed' })
  })

  it('offers nothing for a guest without a phone number', () => {
    show(null)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
