import type { Metadata } from 'next'

import { RoomForm } from '@/components/admin/RoomForm'

export const metadata: Metadata = { title: 'Update Room' }

export default async function UpdateRoomPage({ params }: { params: Promise<{ roomId: string }> }) {
  const { roomId } = await params
  // A new key per room: the form's state never carries over from one room to the next.
  return <RoomForm key={roomId} roomId={roomId} />
}
