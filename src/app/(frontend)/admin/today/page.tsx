import type { Metadata } from 'next'

import { TodayDesk } from '@/components/admin/Bookings/Today'

export const metadata: Metadata = { title: 'Today' }

export default function TodayPage() {
  return <TodayDesk />
}
