import type { Metadata } from 'next'

import { BookingsDesk } from '@/components/admin/Bookings'

export const metadata: Metadata = { title: 'Bookings' }

export default function BookingsPage() {
  return <BookingsDesk />
}
