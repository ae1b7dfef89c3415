import type { Metadata } from 'next'

import { BookingsDesk } from '@/components/admin/Bookings'

export const metadata: Metadata = { title: 'Bookings' }

export default async function BookingsPage({
  searchParams,
}: {
  searchParams: Promise<{ view?: string | string[] }>
}) {
  const { view } = await searchParams
  return <BookingsDesk initialView={typeof view === 'string' ? view : undefined} />
}
