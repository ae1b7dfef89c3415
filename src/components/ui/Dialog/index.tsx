'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

/**
 * A modal on the browser's own <dialog>: focus is trapped, Escape closes it and the page behind
 * is inert, with no library to download.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  describedBy?: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
      className={cn(
        'm-auto max-h-[90dvh] w-[calc(100%-2rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/60',
        className,
      )}
    >
      {open && children}
    </dialog>
  )
}
