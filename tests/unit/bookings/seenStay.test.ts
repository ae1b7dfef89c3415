import { describe, expect, it } from '@jest/globals'

import {
  changeSince,
  lineOfChange,
  seenStayOf,
  staleStayMessage,
  STAY_MOVED_LINE,
} from '@/lib/bookings/seenStay'
import { honoursActionKey, isActionKey, isOfflineStep } from '@/lib/offlineActions'

const SEEN = {
  seenStatus: 'confirmed',
  seenCheckIn: '2026-06-12T00:00:00.000Z',
  seenCheckOut: '2026-06-14',
  seenRoom: 'room-1',
}
const STAY = {
  status: 'confirmed',
  checkIn: '2026-06-12T00:00:00.000Z',
  checkOut: '2026-06-14T00:00:00.000Z',
  room: { id: 'room-1' },
}

describe('a stay as the phone saw it', () => {
  it('is read from the step only when it says status, dates and room', () => {
    expect(seenStayOf(SEEN)).toEqual({
      status: 'confirmed',
      checkIn: '2026-06-12',
      checkOut: '2026-06-14',
      room: 'room-1',
    })
    expect(seenStayOf({ ...SEEN, seenRoom: undefined })).toBeNull()
    expect(seenStayOf({ seenStatus: 'confirmed' })).toBeNull()
  })

  it('is stale by its status first, then its dates, then its room; never by anything else', () => {
    const seen = seenStayOf(SEEN)!
    expect(changeSince(seen, { ...STAY, price: 1, history: [] } as never)).toBeNull()
    expect(changeSince(seen, { ...STAY, status: 'cancelled', room: 'room-2' })).toEqual({
      kind: 'status',
      now: 'cancelled',
    })
    expect(changeSince(seen, { ...STAY, checkOut: '2026-06-15', room: 'room-2' })).toEqual({
      kind: 'dates',
      checkIn: '2026-06-12',
      checkOut: '2026-06-15',
    })
    expect(changeSince(seen, { ...STAY, room: 'room-2' })).toEqual({ kind: 'room' })
  })

  it('names the latest line that made the change, and says when and by whom', () => {
    const history = [
      { action: 'Cancel', at: '2026-06-10T08:00:00.000Z', byName: 'Kofi' },
      { action: 'Undo', at: '2026-06-10T09:00:00.000Z', byName: 'Kofi' },
      { action: 'Payment', at: '2026-06-11T09:00:00.000Z', byName: 'Ama' },
      { action: 'Cancel', at: '2026-06-11T10:14:00.000Z', byName: 'Ama' },
      { action: STAY_MOVED_LINE, at: '2026-06-11T11:00:00.000Z', byName: 'Yaw' },
    ]
    const cancelled = { kind: 'status', now: 'cancelled' } as const
    const line = lineOfChange(history, cancelled)
    expect(line).toBe(history[3])
    expect(staleStayMessage(cancelled, line, '', '2026-06-11')).toBe(
      'This stay was cancelled at 10:14 by Ama while you were offline. Nothing was changed: open the stay to see it now.',
    )
    const moved = { kind: 'dates', checkIn: '2026-06-13', checkOut: '2026-06-15' } as const
    expect(staleStayMessage(moved, lineOfChange(history, moved), '', '2026-06-12')).toBe(
      'This stay was moved to Sat 13 Jun – Mon 15 Jun on 11 Jun 2026 at 11:00 by Yaw while you were offline. Nothing was changed: open the stay to see it now.',
    )
    expect(staleStayMessage({ kind: 'room' }, undefined, 'Mango Room', '2026-06-12')).toBe(
      'This stay was moved to Mango Room while you were offline. Nothing was changed: open the stay to see it now.',
    )
  })
})

describe('an action key', () => {
  it('is a UUID, honoured only by the doors of the actions a phone keeps offline', () => {
    expect(isActionKey('3f2b8c1e-9d4a-4e7b-8a6f-2c5d7e9b1a30')).toBe(true)
    expect(isActionKey('3F2B8C1E-9D4A-4E7B-8A6F-2C5D7E9B1A30')).toBe(true)
    expect(isActionKey('3f2b8c1e9d4a4e7b8a6f2c5d7e9b1a30')).toBe(false)
    expect(isActionKey('')).toBe(false)
    const doors = [
      ['POST', '/api/bookings/abc/payments', true],
      ['POST', '/api/bookings/abc/charges', true],
      ['POST', '/api/bookings/abc/status', true],
      ['POST', '/api/bookings/housekeeping', true],
      ['PATCH', '/api/bookings/abc/status', false],
      ['POST', '/api/bookings', false],
      ['POST', '/api/bookings/abc/change', false],
      ['POST', '/api/bookings/abc/reverse', false],
      ['POST', '/api/bookings/walk-in', false],
    ] as const
    expect(doors.map(([method, path]) => honoursActionKey(method, path))).toEqual(
      doors.map(([, , honoured]) => honoured),
    )
    expect(
      ['checkIn', 'checkOut', 'cancel', 'confirm', 'noShow', 'undo'].map(isOfflineStep),
    ).toEqual([true, true, false, false, false, false])
  })
})
