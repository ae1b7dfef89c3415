import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen } from '@testing-library/react'

import { BookingRow } from '@/components/admin/Bookings/BookingRow'
import { MESSAGES } from '@/lib/messages'
import type { Ledger } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'

afterEach(() => cleanup())

/** The deposit a guest paid online, as the gateway's confirmation posts it to the ledger. */
const paidOnline = {
  id: 'led-1',
  kind: 'payment',
  amount: 18_000,
  method: 'mobile-money',
  network: 'mtn',
  transactionId: '4099260516',
  gatewayReference: 'GH-RP4K7Q-1',
} as Ledger

function row(status: 'requested' | 'confirmed', docs: Ledger[]) {
  render(
    <ul>
      <BookingRow
        booking={bookingFixture({ status, price: 60_000, deposit: 18_000, ledger: { docs } })}
        onOpen={() => {}}
      />
    </ul>,
  )
  return screen.getByRole('button')
}

describe('a request whose deposit is paid, in the bookings list and on Today', () => {
  it('says "Deposit paid" beside its status', () => {
    expect(row('requested', [paidOnline])).toHaveTextContent(
      `Requested${MESSAGES.desk.depositPaid}`,
    )
  })

  it('says nothing of it before the deposit is in, nor once the stay is confirmed', () => {
    expect(row('requested', [])).not.toHaveTextContent(MESSAGES.desk.depositPaid)
    cleanup()
    expect(row('confirmed', [paidOnline])).not.toHaveTextContent(MESSAGES.desk.depositPaid)
  })
})
