import type { Metadata } from 'next'

import { RoomForm } from '@/components/admin/RoomForm'

export const metadata: Metadata = { title: 'Create Room' }

export default function CreateRoomPage() {
  return <RoomForm />
}
