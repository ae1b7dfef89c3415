import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { RegisterGuest } from '@/components/admin/GuestRegister/RegisterGuest'
import { StayRegistrations } from '@/components/admin/GuestRegister/StayRegistrations'
import { RegisterOnline } from '@/components/site/Stay/RegisterOnline.client'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const TOKEN = 'a'.repeat(32)

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })
}

/** The body of the POST the form sent. */
function sent(fetchMock: FetchMock): Record<string, unknown> {
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
  return JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>
}

describe('the registration form on the guest’s stay page', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows each field’s message beside it, keeps what was typed, then thanks the guest', async () => {
    const status = { registered: 0, guests: 1, open: true, retentionMonths: 24 }
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          message: text.checkFields,
          errors: { documentNumber: text.ghanaCardShape, purpose: text.purposeRequired },
        },
        400,
      ),
    )
    render(<RegisterOnline token={TOKEN} initial={status} />)
    // The counts come with the page: no request until the guest acts.
    expect(screen.getByText(text.guestRegisteredCount(0, 1))).toBeTruthy()
    expect(screen.getByText(text.guestKept(24))).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByLabelText(/^Full name/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: text.guestOpenForm }))
    await screen.findByLabelText(/^Full name/)
    type('Full name', 'Ama Mensah')
    type('Nationality', 'Ghanaian')
    type('Document number', 'GHA-1234')
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))

    const number = screen.getByLabelText(/^Document number/)
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe(
      text.ghanaCardShape,
    )
    expect(screen.getByLabelText(/^Purpose/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText(/^Full name/).getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe(text.checkFields)
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ama Mensah')
    expect(fetchMock.mock.calls[0][0]).toBe(API.stayRegister(TOKEN))
    expect(sent(fetchMock)).toMatchObject({
      fullName: 'Ama Mensah',
      nationality: 'Ghanaian',
      documentType: 'ghana-card',
      documentNumber: 'GHA-1234',
    })

    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true, message: text.registeredOnline }))
      .mockResolvedValueOnce(jsonResponse({ ...status, registered: 1 }))
    type('Document number', 'GHA-123456789-0')
    fireEvent.change(screen.getByLabelText(/^Purpose/), { target: { value: 'holiday' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText(text.registeredOnline)).toBeTruthy()
    expect(await screen.findByText(text.guestRegisteredCount(1, 1))).toBeTruthy()
    // Everyone is registered: no form is left.
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
  })

  it('asks a foreign guest for a passport and where they come from and go to', async () => {
    render(
      <RegisterOnline
        token={TOKEN}
        initial={{ registered: 0, guests: 2, open: true, retentionMonths: 12 }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: text.guestOpenForm }))
    await screen.findByLabelText(/^Nationality/)
    type('Nationality', 'Nigerian')
    expect((screen.getByLabelText(/^Identity document/) as HTMLSelectElement).value).toBe(
      'passport',
    )
    expect(screen.getByLabelText(/^Arriving from/).getAttribute('aria-required')).toBe('true')
    expect(screen.getByText(text.guestKept(12))).toBeTruthy()
  })

  it('on a group’s page, registers the guest against the room picked, full rooms not offered', async () => {
    const status = {
      registered: 2,
      guests: 6,
      open: true,
      retentionMonths: 24,
      rooms: [
        { name: 'Cocoa', registered: 2, guests: 2, open: true },
        { name: 'Baobab', registered: 0, guests: 2, open: true },
        { name: 'Annex', registered: 0, guests: 2, open: true },
      ],
    }
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true, message: text.registeredOnline }))
      .mockResolvedValueOnce(jsonResponse(status))
    render(<RegisterOnline token={TOKEN} initial={status} />)
    expect(screen.getByText(text.roomCount('Baobab', 0, 2))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: text.guestOpenForm }))
    await screen.findByLabelText(/^Full name/)
    const pick = screen.getByRole('group', { name: text.roomLegend })
    expect(screen.queryByRole('radio', { name: 'Cocoa' })).toBeNull()
    // The first room with room left is picked until the guest picks another.
    expect((screen.getByRole('radio', { name: 'Baobab' }) as HTMLInputElement).checked).toBe(true)
    expect(within(pick).getAllByRole('radio')).toHaveLength(2)
    fireEvent.click(screen.getByRole('radio', { name: 'Annex' }))
    type('Full name', 'Ama Mensah')
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    await screen.findByText(text.registeredOnline)
    expect(sent(fetchMock)).toMatchObject({ fullName: 'Ama Mensah', room: 2 })
  })
})

describe('the desk’s registration at check-in', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('offers a returning guest’s details by phone and keeps their document unseen', async () => {
    const earlier = {
      id: 'reg-1',
      fullName: 'Hannah Okafor',
      nationality: 'Nigerian',
      documentType: 'passport',
      documentMasked: '•••• 4321',
      address: '12 Awolowo Road, Lagos',
      phone: '+234 803 123 4567',
      arrivingFrom: 'Lagos',
      goingTo: 'Cape Coast',
      purpose: 'holiday',
    }
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ earlier }))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: text.registered('Hannah') }))
    let done = 0
    render(
      <>
        <RegisterGuest
          stay={{ id: 'b1', guestName: 'Hannah', phone: '+234 803 123 4567' }}
          onDone={() => (done += 1)}
        />
        <Toasts />
      </>,
    )
    await waitFor(() =>
      expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Hannah Okafor'),
    )
    expect(fetchMock.mock.calls[0][0]).toBe(API.register.returning('+234 803 123 4567'))
    expect(screen.getByText('•••• 4321')).toBeTruthy()
    expect(screen.queryByLabelText(/^Document number/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Register guest' }))
    await waitFor(() => expect(done).toBe(1))
    const body = sent(fetchMock)
    expect(body).toMatchObject({
      bookingId: 'b1',
      sameDocumentAs: 'reg-1',
      fullName: 'Hannah Okafor',
    })
    expect(body).not.toHaveProperty('sameDocument')
    expect(body).not.toHaveProperty('documentNumber')
  })
})

describe('a stay’s guests in its details at the desk', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('lists who is registered, masked, marks who did it online, and registers the next adult', async () => {
    const booking = bookingFixture({ id: 'b2', status: 'confirmed', guests: 2 })
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        docs: [
          {
            id: 'r1',
            fullName: 'Hannah Okafor',
            nationality: 'Nigerian',
            documentMasked: '•••• 4321',
            registeredOnline: true,
          },
        ],
      }),
    )
    render(<StayRegistrations booking={booking} />)
    // Nothing is loaded until staff ask.
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Guest register' }))
    expect(await screen.findByText('Guest register (1 of 2)')).toBeTruthy()
    expect(fetchMock.mock.calls[0][0]).toBe(API.register.ofStay('b2'))
    expect(screen.getByText('•••• 4321')).toBeTruthy()
    expect(screen.getByText('registered online')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Register a guest' }))
    // The booking's name belongs to its first guest, already registered: the next starts empty.
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('')
  })

  it('offers no form once every guest is registered, nor for a cancelled stay', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ docs: [{ id: 'r1', fullName: 'A' }] }))
    render(<StayRegistrations booking={bookingFixture({ status: 'checked-in', guests: 1 })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Guest register' }))
    expect(await screen.findByText('Guest register (1 of 1)')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Register a guest' })).toBeNull()
    cleanup()
    render(<StayRegistrations booking={bookingFixture({ status: 'cancelled', guests: 1 })} />)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(/Guest register/)).toBeNull()
  })
})
