import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'

import { BookingDetails } from '@/components/admin/Bookings/BookingDetails'
import { BookingRow } from '@/components/admin/Bookings/BookingRow'
import { SessionProvider } from '@/components/admin/Session'
import type { PublicUser } from '@/lib/session/publicUser'

import { bookingFixture } from '../../helpers/fixtures/bookings'

const reception: PublicUser = {
  _id: 'u1',
  id: 'u1',
  email: 'desk@example.com',
  name: 'Desk',
  role: 'reception',
  avatar: null,
}

// Three nights at ₵46.64, stored in whole pesewas: in cedis, 46.64 × 3 is 139.92999999999998.
const stay = bookingFixture({
  status: 'confirmed',
  nights: 3,
  price: 13992,
  nightPrices: ['2026-12-03', '2026-12-04', '2026-12-05'].map((night) => ({ night, price: 4664 })),
})

afterEach(() => cleanup())

describe('a stay priced in pesewas on the desk', () => {
  it('reads ₵139.92 in the list, with ₵139.92 due', () => {
    render(
      <ul>
        <BookingRow booking={stay} onOpen={() => {}} />
      </ul>,
    )
    const row = screen.getByRole('button')
    expect(row).toHaveTextContent('₵139.92')
    expect(row).toHaveTextContent('₵139.92 due')
    expect(row).not.toHaveTextContent('13992')
  })

  it('reads ₵139.92 in the stay’s details', () => {
    render(
      <SessionProvider serverUser={reception}>
        <BookingDetails booking={stay} onClose={() => {}} />
      </SessionProvider>,
    )
    const dialog = within(screen.getAllByRole('dialog')[0])
    expect(dialog.getByText(/of ₵139\.92/)).toBeInTheDocument()
    expect(dialog.queryByText(/13992|139\.929/)).toBeNull()
  })
})
