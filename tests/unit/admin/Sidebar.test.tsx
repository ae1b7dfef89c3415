import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { currentPage, Sidebar } from '@/components/admin/Shell/Sidebar'
import type { PublicUser } from '@/lib/session/publicUser'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const user = (role: PublicUser['role']): PublicUser => ({
  _id: 'u1',
  id: 'u1',
  email: 'desk@example.com',
  name: 'Efua Desk',
  role,
  avatar: null,
})

function show(role: PublicUser['role'], pathname: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Sidebar
        page={currentPage(pathname)}
        user={user(role)}
        collapsed={false}
        labelClass={undefined}
        auto={false}
        onToggle={() => {}}
        onNavigate={() => {}}
        onSignOut={() => {}}
        signingOut={false}
      />
    </SWRConfig>,
  )
  return within(screen.getByRole('navigation'))
}

const entries = (nav: ReturnType<typeof show>) =>
  nav.getAllByRole('link').map((link) => link.getAttribute('href'))

describe('Sidebar', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    fetchMock.mockResolvedValue(jsonResponse({ totalDocs: 0 }))
  })

  afterEach(() => cleanup())

  it('shows reception the front desk only, and an admin every page', () => {
    expect(entries(show('reception', '/admin/today'))).toEqual([
      '/admin/today',
      '/admin/bookings',
      '/admin/cash-up',
      '/admin/owed',
      '/admin/guest-register',
      '/cms',
    ])
    cleanup()
    expect(entries(show('admin', '/admin'))).toEqual([
      '/admin',
      '/admin/today',
      '/admin/bookings',
      '/admin/cash-up',
      '/admin/owed',
      '/admin/guest-register',
      // The owner's month is the admins' alone.
      '/admin/month',
      '/admin/create-room',
      '/admin/view-rooms',
      '/admin/seasons',
      '/cms',
    ])
  })

  it.each([
    ['/admin/update-room/r1', '/admin/view-rooms'],
    ['/admin/bookings/RP-4K7Q', '/admin/bookings'],
    ['/admin/cash-up', '/admin/cash-up'],
    ['/admin/month', '/admin/month'],
    ['/admin/somewhere-else', '/admin'],
  ])('marks the entry %s belongs to as the current page', (pathname, href) => {
    const nav = show('admin', pathname)
    const current = nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))
    expect(current.map((link) => link.getAttribute('href'))).toEqual([href])
  })

  it('counts the waiting requests beside Bookings, and shows no badge when none wait', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ totalDocs: 3 }))
    const nav = show('reception', '/admin/today')
    const badge = await nav.findByTestId('pending-count')
    expect(badge).toHaveTextContent('3 requests waiting')
    expect(badge.closest('a')).toHaveAttribute('href', '/admin/bookings')
    cleanup()

    fetchMock.mockResolvedValue(jsonResponse({ totalDocs: 0 }))
    const quiet = show('reception', '/admin/today')
    // The count settles before its absence is read.
    await act(async () => {
      await Promise.all(fetchMock.mock.results.map((result) => result.value))
    })
    expect(quiet.queryByTestId('pending-count')).toBeNull()
  })
})
