import type { Metadata } from 'next'

import { ViewRooms } from '@/components/admin/Rooms/ViewRooms'
import { requireRoomsAdmin } from '@/data/currentAdmin'

export const metadata: Metadata = { title: 'View Rooms' }

export default async function ViewRoomsPage() {
  await requireRoomsAdmin()
  return <ViewRooms />
}
