import { describe, expect, it } from '@jest/globals'

import { typedDetailsShown } from '@/lib/guestStay/stayLink'

const typed = { name: 'Efua Boateng', phone: '024 123 4567', email: 'efua.boateng@example.com' }

describe('the details typed into a request, as a guest’s link shows them', () => {
  it('masks them until staff have confirmed the stay', () => {
    expect.assertions(3)
    for (const status of ['requested', 'declined', 'cancelled']) {
      expect(typedDetailsShown(status, typed)).toEqual({
        name: 'E***',
        phone: '***567',
        email: 'e***@example.com',
      })
    }
  })

  it('shows them as typed once staff have confirmed it', () => {
    expect.assertions(4)
    for (const status of ['confirmed', 'checked-in', 'completed', 'no-show']) {
      expect(typedDetailsShown(status, typed)).toEqual(typed)
    }
  })

  it('shows nothing of a detail not given, and never a short number whole', () => {
    expect(typedDetailsShown('requested', { name: ' ', phone: '', email: '' })).toEqual({
      name: '',
      phone: '',
      email: '',
    })
    expect(typedDetailsShown('requested', { name: 'K', phone: '123', email: 'nodomain' })).toEqual({
      name: 'K***',
      phone: '',
      email: 'n***',
    })
  })
})
