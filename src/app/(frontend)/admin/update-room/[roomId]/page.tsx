import type { Metadata } from 'next'

import { RoomCalendarSync } from '@/components/admin/CalendarSync'
import { RoomForm } from '@/components/admin/Rooms/RoomForm'
import { RoomRates } from '@/components/admin/Rooms/RoomRates'
import { requireRoomsAdmin } from '@/data/currentAdmin'

export const metadata: Metadata = { title: 'Update Room' }

export default async function UpdateRoomPage({ params }: { params: Promise<{ roomId: string }> }) {
  await requireRoomsAdmin()
  const { roomId } = await params
  // A new key per room: the form's state never carries over from one room to the next.
  return (
    <>
      <RoomForm key={roomId} roomId={roomId} />
      <RoomRates key={`rates-${roomId}`} roomId={roomId} />
      <RoomCalendarSync key={`calendar-${roomId}`} roomId={roomId} />
    </>
  )
}
