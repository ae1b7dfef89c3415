import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'

import { ExportCsv } from '@/components/admin/Bookings/ExportCsv'
import { API } from '@/lib/apiRoutes'
import { todayInGhana } from '@/lib/dates'
import { calendarMonth } from '@/lib/reports/reportRanges'

const href = (range: { from: string; to: string }, kind: string) =>
  API.bookingsExport(new URLSearchParams({ ...range, kind }))

describe('ExportCsv', () => {
  afterEach(() => cleanup())

  it('exports the whole calendar month by default, and last month in one tap', () => {
    const today = todayInGhana()
    render(<ExportCsv />)
    const thisMonth = calendarMonth(today)
    expect(screen.getByLabelText('To')).toHaveValue(thisMonth.to)
    expect(screen.getByRole('link', { name: 'Bookings CSV' })).toHaveAttribute(
      'href',
      href(thisMonth, 'bookings'),
    )
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Last month' }))
    const lastMonth = calendarMonth(today, -1)
    expect(screen.getByLabelText('From')).toHaveValue(lastMonth.from)
    expect(screen.getByRole('link', { name: 'Payments CSV' })).toHaveAttribute(
      'href',
      href(lastMonth, 'payments'),
    )
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})
