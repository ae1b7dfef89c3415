'use client'

import { Dialog } from '@/components/ui/Dialog'
import { buttonClass } from '@/components/ui/styles'
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
    <Dialog
      open={room !== null}
      onClose={() => !deleting && onCancel()}
      labelledBy="delete-room-title"
      describedBy="delete-room-text"
      className="max-w-md"
    >
      <div className="p-6">
        <h2 id="delete-room-title" className="text-lg font-semibold text-stone-900">
          Delete Room
        </h2>
        <p id="delete-room-text" className="mt-2 text-sm text-stone-600">
          This action cannot be undone
        </p>
        <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-sm font-semibold text-stone-900">
          {room?.name}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            disabled={deleting}
            className={buttonClass.secondary}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={deleting}
            className={buttonClass.danger}
          >
            {deleting ? 'Deleting...' : 'Delete Room'}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
