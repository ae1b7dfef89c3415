'use client'

import { useRef, useState, type DragEvent } from 'react'

import { FieldError, fieldErrorId } from '@/components/ui/Field'
import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { MAX_ROOM_IMAGES } from '@/lib/rooms'

import { FormSection } from './FormSection'
import type { Preview } from './ImagePreviewDialog'
import { ImageTiles } from './ImageTiles'
import { FIELD_IDS } from './roomValues'
import type { ImageUploads } from './useImageUploads'

type Props = {
  uploads: ImageUploads
  error?: string
  /** False while the form is being sent: a dropped file is ignored then. */
  canDrop: boolean
  onPreview: (preview: Preview) => void
}

/** The Room Images section: a drop zone with a button, the rules, and the chosen photos. */
export function ImagePicker({ uploads, error, canDrop, onPreview }: Props) {
  const [dragging, setDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    if (canDrop) uploads.addFiles(event.dataTransfer.files)
  }

  return (
    <FormSection title="Room Images">
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-xl border-2 border-dashed p-6 text-center',
          dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-400' : 'border-stone-300',
        )}
      >
        <Icon name="upload" className="mx-auto h-8 w-8 text-stone-400" />
        <p className="mt-2 text-sm text-stone-700">Drag photos here, or</p>
        <button
          id={FIELD_IDS.images}
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-describedby={`${fieldErrorId(FIELD_IDS.images)} room-images-rules`}
          className={cn(buttonClass.secondary, 'mt-2')}
        >
          Choose photos
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label="Room photos"
          data-testid="room-images-input"
          onChange={(event) => {
            uploads.addFiles(event.target.files)
            event.target.value = ''
          }}
        />
        <p id="room-images-rules" className="mt-2 text-xs text-stone-500">
          JPEG, PNG or WebP, under 5 MB each, up to {MAX_ROOM_IMAGES} photos. The first photo is the
          thumbnail. {uploads.imageCount}/{MAX_ROOM_IMAGES} chosen.
        </p>
      </div>
      <FieldError id={FIELD_IDS.images} message={error} />
      <ImageTiles uploads={uploads} onPreview={onPreview} />
    </FormSection>
  )
}
