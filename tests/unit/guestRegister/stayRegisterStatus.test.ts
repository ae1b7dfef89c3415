import { describe, expect, it } from '@jest/globals'

import { roomTakesGuests } from '@/lib/guestRegister/stayRegisterStatus'

describe('roomTakesGuests', () => {
  it('offers a room of a group while it is open and not all its guests are registered', () => {
    expect(roomTakesGuests({ registered: 1, guests: 2, open: true })).toBe(true)
    expect(roomTakesGuests({ registered: 2, guests: 2, open: true })).toBe(false)
    expect(roomTakesGuests({ registered: 0, guests: 2, open: false })).toBe(false)
  })
})
