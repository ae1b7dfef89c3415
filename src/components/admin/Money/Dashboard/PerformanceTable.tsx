import Link from 'next/link'

import { Badge } from '@/components/ui/Badge'
import type { DashboardData } from '@/lib/reports'
import { formatCedis, formatPesewas } from '@/lib/money/amounts'
import { hasOffer, nightlyPrice } from '@/lib/rooms'

const COLUMNS = ['Room', 'Type', 'Price', 'Bookings', 'Revenue', 'Occupancy', 'Status'] as const

/**
 * How each room earns: price (the regular one struck through while on offer), bookings, revenue,
 * occupancy and status, with View All leading to the full room list.
 */
export function PerformanceTable({ rooms }: { rooms: DashboardData['rooms'] }) {
  return (
    <section
      className="mt-4 rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
      aria-labelledby="performance-title"
    >
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id="performance-title" className="text-base font-semibold text-stone-900">
          Room Performance
        </h2>
        <Link
          href="/admin/view-rooms"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          View All
        </Link>
      </div>
      {rooms.length === 0 ? (
        <p className="p-6 text-center text-sm text-stone-600">No rooms yet.</p>
      ) : (
        // On a phone the table scrolls sideways: the region takes keyboard focus so it can be
        // scrolled without a mouse, and is named by the panel's heading.
        <div
          className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          tabIndex={0}
          role="region"
          aria-labelledby="performance-title"
        >
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rooms.map((room) => (
                <tr key={room._id} data-testid="performance-row">
                  <td className="px-4 py-2 font-medium text-stone-900">{room.name}</td>
                  <td className="px-4 py-2">{room.premium ? 'Premium' : 'Standard'}</td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {hasOffer(room) ? (
                      <>
                        {formatCedis(nightlyPrice(room))}{' '}
                        <s className="text-xs text-stone-500">{formatCedis(room.regularPrice)}</s>
                      </>
                    ) : (
                      formatCedis(room.regularPrice)
                    )}
                  </td>
                  <td className="px-4 py-2">{room.bookings}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatPesewas(room.revenue)}</td>
                  <td className="px-4 py-2">
                    <div className="flex items-center gap-2">
                      <div
                        className="h-2 w-20 overflow-hidden rounded-full bg-stone-200"
                        role="meter"
                        aria-label={`${room.name} occupancy`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={room.occupancy}
                      >
                        <div
                          className="h-full bg-brand-600"
                          style={{ width: `${Math.min(100, room.occupancy)}%` }}
                        />
                      </div>
                      <span className="text-xs text-stone-700">{room.occupancy}%</span>
                    </div>
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex flex-wrap gap-1">
                      {room.offer && <Badge tone="amber">On Offer</Badge>}
                      {room.isAvailable ? (
                        <Badge tone="green">Active</Badge>
                      ) : (
                        <Badge tone="grey">Hidden</Badge>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
