import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen } from '@testing-library/react'

import { MessagesPreview } from '@/components/site/Stay/MessagesPreview'
import { DEFAULT_TEMPLATES, STAY_MOMENTS } from '@/lib/guestStay/stayMessages'

const house = {
  houseName: 'Test House',
  address: '12 Palm Street',
  mapLink: 'https://maps.example/house',
  times: { checkIn: '2:00 pm', checkOut: '11:00 am' },
  phones: ['024 123 4567'],
}

describe('MessagesPreview', () => {
  afterEach(() => cleanup())

  it('shows every moment filled with the sample stay, in the owner’s words', () => {
    const templates = {
      ...DEFAULT_TEMPLATES,
      afterStay: { subject: 'Medaase, {name}!', body: 'Tell us about the {room}: {link}' },
    }
    render(<MessagesPreview templates={templates} house={house} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(STAY_MOMENTS.length)
    expect(screen.getByText('Medaase, Ama!')).toBeInTheDocument()
    expect(screen.getByText(/Tell us about the Garden Room/)).toBeInTheDocument()
    const dayBefore = screen.getByRole('region', { name: 'The day before arrival' })
    expect(dayBefore).toHaveTextContent('Check-in from 2:00 pm, check-out by 11:00 am.')
    expect(dayBefore).toHaveTextContent('Map: https://maps.example/house')
  })
})
