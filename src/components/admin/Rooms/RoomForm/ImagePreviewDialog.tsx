'use client'

import { Dialog } from '@/components/ui/Dialog'
import { Icon } from '@/components/ui/Icon'

/** A photo shown large, the picked file itself or the stored large copy. */
/** A picture to show large: an uploaded image's address or a picked file's local preview. */
export type Preview = { src: string; name: string }

export function ImagePreviewDialog({
  preview,
  onClose,
}: {
  preview: Preview | null
  onClose: () => void
}) {
  return (
    <Dialog
      open={preview !== null}
      onClose={onClose}
      labelledBy="image-preview-title"
      className="max-w-3xl"
    >
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
        <h2 id="image-preview-title" className="truncate text-sm font-semibold text-stone-900">
          {preview?.name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close preview"
          className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-stone-100"
        >
          <Icon name="close" />
        </button>
      </div>
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element -- the picked file or the large copy
        <img src={preview.src} alt={preview.name} className="max-h-[75dvh] w-full object-contain" />
      )}
    </Dialog>
  )
}
