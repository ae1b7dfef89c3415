import type { Metadata } from 'next'

import { RoomForm } from '@/components/admin/Rooms/RoomForm'
import { requireRoomsAdmin } from '@/data/currentAdmin'

export const metadata: Metadata = { title: 'Create Room' }

export default async function CreateRoomPage() {
  await requireRoomsAdmin()
  return <RoomForm />
}
