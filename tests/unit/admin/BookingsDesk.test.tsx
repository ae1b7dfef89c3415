import { afterEach, describe, expect, it } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'

import { BookingsDesk } from '@/components/admin/Bookings'
import { SessionProvider } from '@/components/admin/Session'
import type { PublicUser } from '@/lib/session/publicUser'

import { jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const USER: PublicUser = {
  _id: 'u1',
  id: 'u1',
  email: 'desk@example.com',
  name: 'Desk',
  role: 'reception',
  avatar: null,
}

afterEach(() => cleanup())

describe('the booking desk views', () => {
  it('has one tab panel, named by the selected tab, that every tab controls', async () => {
    const fetchMock = mockFetch()
    fetchMock.mockResolvedValue(
      jsonResponse({ docs: [], totalDocs: 0, page: 1, totalPages: 1, hasNextPage: false }),
    )
    render(
      <SessionProvider serverUser={USER}>
        <BookingsDesk />
      </SessionProvider>,
    )
    // The desk's lists load on their own; they settle before anything is read.
    await act(async () => {
      await Promise.all(fetchMock.mock.results.map((result) => result.value))
    })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['List', 'Calendar', 'Export'])
    const panel = screen.getByRole('tabpanel')
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveAccessibleName('List')
    fireEvent.click(screen.getByRole('tab', { name: 'Export' }))
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Export')
  })
})
