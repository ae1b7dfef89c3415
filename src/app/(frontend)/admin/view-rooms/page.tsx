import type { Metadata } from 'next'

import { ViewRooms } from '@/components/admin/ViewRooms'

export const metadata: Metadata = { title: 'View Rooms' }

export default function ViewRoomsPage() {
  return <ViewRooms />
}
