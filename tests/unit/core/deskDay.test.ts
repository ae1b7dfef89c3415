import { describe, expect, it } from '@jest/globals'
import { deskDay, dueOf } from '@/lib/bookings/today'
const today = '2026-06-10'
const stay = (name: string, status: string, checkIn: string, checkOut: string) => ({
  name,
  status,
  checkIn: `${checkIn}T00:00:00.000Z`,
  checkOut: `${checkOut}T00:00:00.000Z`,
  price: 60000,
  ledger: { docs: [{ id: 'p', kind: 'payment', amount: 20000 }] },
})

describe('deskDay', () => {
  it('sorts the day into arrivals, departures, guests in the house and waiting requests', () => {
    const day = deskDay(
      [
        stay('coming', 'confirmed', today, '2026-06-12'),
        stay('arrived', 'checked-in', today, '2026-06-12'),
        stay('leaving', 'checked-in', '2026-06-08', today),
        stay('left', 'completed', '2026-06-08', today),
        // Should have left yesterday: still in the house, not a departure of today.
        stay('overdue', 'checked-in', '2026-06-05', '2026-06-09'),
        stay('cancelled', 'cancelled', today, '2026-06-11'),
        stay('no-show', 'no-show', today, '2026-06-11'),
        stay('asking', 'requested', '2026-07-01', '2026-07-03'),
        stay('next week', 'confirmed', '2026-06-17', '2026-06-19'),
      ],
      today,
    )
    const names = (list: { name: string }[]) => list.map((b) => b.name)
    expect(names(day.arrivals)).toEqual(['coming', 'arrived'])
    expect(names(day.departures)).toEqual(['leaving', 'left'])
    expect(names(day.inHouse)).toEqual(['arrived', 'leaving', 'overdue'])
    expect(names(day.pending)).toEqual(['asking'])
  })

  it('gives what the guest still owes, in pesewas', () => {
    expect(dueOf(stay('x', 'checked-in', today, '2026-06-12'))).toBe(40000)
    expect(dueOf({ ...stay('x', 'checked-in', today, '2026-06-12'), ledger: null })).toBe(60000)
    expect(dueOf(stay('x', 'cancelled', today, '2026-06-12'))).toBe(0)
  })
})
