'use client'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import type { ContractRoom } from '@/lib/rooms/contract'

type Props = {
  /** The room to delete; the dialog is open while there is one. */
  room: ContractRoom | null
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** "Delete Room / This action cannot be undone", naming the room; it cannot close mid-delete. */
export function DeleteRoomDialog({ room, deleting, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={room !== null}
      id="delete-room"
      title="Delete Room"
      confirmLabel="Delete Room"
      busyLabel="Deleting..."
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>This action cannot be undone</p>
      <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 font-semibold text-stone-900">
        {room?.name}
      </p>
    </ConfirmDialog>
  )
}
