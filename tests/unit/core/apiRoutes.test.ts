import { describe, expect, it } from '@jest/globals'

import { API } from '@/lib/apiRoutes'

describe('the route table', () => {
  it('encodes ids, so an id cannot reach another route', () => {
    expect(API.room.get('a/b?c')).toBe('/api/room/get/a%2Fb%3Fc')
    expect(API.bookingPayments('x/../y')).toBe('/api/bookings/x%2F..%2Fy/payments')
    expect(API.booking('b1', 'depth=1')).toBe('/api/bookings/b1?depth=1')
    expect(API.roomDoc('r1')).toBe('/api/rooms/r1')
  })

  it('carries query values encoded', () => {
    const query = new URLSearchParams({ from: '2026-06-01', to: '2026-06-30', kind: 'a&b' })
    expect(API.bookingsExport(query)).toBe(
      '/api/bookings/export?from=2026-06-01&to=2026-06-30&kind=a%26b',
    )
  })
})
