'use client'

import type { ReactNode } from 'react'

import { Dialog } from '@/components/ui/Dialog'
import { buttonClass } from '@/components/ui/styles'

type Props = {
  open: boolean
  /** Names the dialog's title and text for assistive technology; unique on the page. */
  id: string
  title: string
  children: ReactNode
  confirmLabel: string
  /** The button that steps back; "Go back" where the step itself is a cancel. */
  cancelLabel?: string
  busyLabel: string
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * "Are you sure?" before a step that cannot be taken back. It cannot be closed while the step
 * runs, and its confirm button is red.
 */
export function ConfirmDialog({
  open,
  id,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className="max-w-md"
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <div id={`${id}-text`} className="mt-2 text-sm text-stone-600">
          {children}
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={buttonClass.secondary}
          >
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass.danger}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
