import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'

import { RoomCard } from '@/components/site/RoomCard'
import type { ContractRoom } from '@/lib/rooms/contract'
import { chosenRoomParam, roomBookingPath } from '@/lib/site'

import { INDICATIVE_RATES } from '../../helpers/fixtures/indicativeRates'
import { contractRoomFixture } from '../../helpers/fixtures/rooms'

const ROOM: ContractRoom = contractRoomFixture('Deluxe King Room', 450, {
  _id: 'room-7',
  description: 'A bright room with a king size bed.',
  discountedPrice: 400,
  offer: true,
})

afterEach(() => cleanup())

describe('RoomCard', () => {
  it('keeps Book Now on WhatsApp and adds Choose dates, a plain link to the form with the room chosen', () => {
    render(<RoomCard room={ROOM} whatsappNumber="233241234567" premium={false} />)
    const card = screen.getByTestId('room-card')
    const bookNow = within(card).getByRole('link', { name: 'Book Now: Deluxe King Room' })
    expect(bookNow.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233241234567\?text=/)
    const chooseDates = within(card).getByRole('link', { name: 'Choose dates: Deluxe King Room' })
    expect(chooseDates).toHaveAttribute('href', '/bookings?room=room-7')
    expect(chooseDates).toHaveTextContent('Choose dates')
  })

  it("in the list, names the room with an h3 that links to the room's own page", () => {
    render(<RoomCard room={ROOM} whatsappNumber="233241234567" premium={false} />)
    const heading = screen.getByRole('heading', { level: 3, name: 'Deluxe King Room' })
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/rooms/room-7')
  })

  it("on the room's own page, follows the page's h1 with an h2 and links to nothing", () => {
    render(<RoomCard room={ROOM} whatsappNumber="233241234567" premium={false} ownPage />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Deluxe King Room' })
    expect(within(heading).queryByRole('link')).toBeNull()
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull()
  })

  it('says the struck-out regular price in words inside <del>, with no aria-label on it', () => {
    const { container } = render(
      <RoomCard room={ROOM} whatsappNumber="233241234567" premium={false} />,
    )
    const del = container.querySelector('del') as HTMLElement
    expect(del).not.toHaveAttribute('aria-label')
    expect(del.textContent).toBe('Regular price ₵450')
  })
})

describe('the prices of the coming months on the card', () => {
  const RANGE = '₵400–₵650 a night; 7–23 Dec ₵520, weekends ₵560; 24 Dec–1 Jan ₵650'

  it('follow the spec’s price, offer and percentage badge, which stay as they were', () => {
    render(<RoomCard room={ROOM} whatsappNumber="233241234567" premium priceRange={RANGE} />)
    expect(screen.getByTestId('room-price')).toHaveTextContent('₵400Regular price ₵450per night')
    expect(screen.getByTestId('percent-off')).toHaveTextContent('11% OFF')
    expect(screen.getByTestId('room-price-range')).toHaveTextContent(RANGE)
  })

  it('are left out when the server sent none', () => {
    render(<RoomCard room={ROOM} whatsappNumber="233241234567" premium={false} />)
    expect(screen.queryByTestId('room-price-range')).toBeNull()
  })
})

describe('the booking address of a room', () => {
  it('carries the room id, read back as it was sent', () => {
    expect(roomBookingPath('a b&c')).toBe('/bookings?room=a+b%26c')
    expect(chosenRoomParam(roomBookingPath('a b&c').split('?')[1])).toBe('a b&c')
    expect(chosenRoomParam('?room=room-7')).toBe('room-7')
    expect(chosenRoomParam('')).toBe('')
    expect(chosenRoomParam(`?room=${'x'.repeat(100)}`)).toHaveLength(64)
  })

  it('shows the price also in pounds, dollars and euros, marked indicative, only when rates are set', () => {
    render(
      <RoomCard
        room={ROOM}
        whatsappNumber="233241234567"
        premium={false}
        indicativeRates={INDICATIVE_RATES}
      />,
    )
    // ₵400 a night (the offer price) at £1 = ₵15.80, $1 = ₵12.40, €1 = ₵13.30.
    expect(screen.getByTestId('indicative-price')).toHaveTextContent(
      '≈ £25 · $32 · €30, indicative, at rates of 1 Dec 2026',
    )
    cleanup()
    render(<RoomCard room={ROOM} whatsappNumber="233241234567" premium={false} />)
    expect(screen.getByTestId('room-price')).toHaveTextContent('₵400')
    expect(screen.queryByTestId('indicative-price')).toBeNull()
  })
})
