'use client'

import { useState } from 'react'

import { cn } from '@/lib/cn'
import { roomPhotos as text } from '@/lib/messages/roomPhotos'

import type { Preview } from './ImagePreviewDialog'
import { PhotoMoveButtons } from './PhotoMoveButtons'
import type { ImageUploads, NewImage } from './useImageUploads'
import { usePhotoDrag } from './usePhotoDrag'

function ProgressBar({ image }: { image: NewImage }) {
  const percent = Math.round(image.progress * 100)
  return (
    <div
      role="progressbar"
      aria-label={`Upload of ${image.file.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={cn(
          'h-full transition-[width]',
          image.status === 'failed' ? 'bg-red-600' : 'bg-emerald-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}

type Props = { uploads: ImageUploads; onPreview: (preview: Preview) => void }

/**
 * The chosen photos: stored ones can be marked for deletion (and kept again), new ones show their
 * upload progress and can be removed; any of them opens a larger preview. Each list is put in
 * order by dragging or by Move up / Move down, and a screen reader hears where a photo went: the
 * stored ones are saved in their order, the new ones after them in theirs.
 */
export function ImageTiles({ uploads, onPreview }: Props) {
  const { existing, marked, fresh, toggleMark, removeFresh, moveExisting, moveFresh } = uploads
  const [said, setSaid] = useState('')
  const moveStored = (from: number, to: number) => {
    const image = existing[from]
    if (!image || to < 0 || to >= existing.length) return
    moveExisting(from, to)
    setSaid(text.moved(image.alt, to + 1, existing.length))
  }
  const moveNew = (from: number, to: number) => {
    const image = fresh[from]
    if (!image || to < 0 || to >= fresh.length) return
    moveFresh(from, to)
    setSaid(text.moved(image.file.name, existing.length + to + 1, existing.length + fresh.length))
  }
  const storedDrag = usePhotoDrag('stored', moveStored)
  const newDrag = usePhotoDrag('new', moveNew)
  if (existing.length === 0 && fresh.length === 0) return null
  return (
    <>
      <p className="mt-2 text-xs text-stone-500">{text.dragHint}</p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="photo-order-status">
        {said}
      </p>
      <ul
        className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-label="Chosen photos"
      >
        {existing.map((image, index) => {
          const isMarked = marked.includes(image.url)
          return (
            <li
              key={image.url}
              className={cn('relative', storedDrag.dragged === index && 'opacity-50')}
              data-testid="existing-image"
              {...storedDrag.tileProps(index)}
            >
              <button
                type="button"
                onClick={() => onPreview({ src: image.sizes.large ?? image.url, name: image.alt })}
                className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200"
                aria-label={`Preview ${image.alt}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- already resized at upload */}
                <img
                  src={image.sizes.card ?? image.url}
                  alt=""
                  className={cn(
                    'aspect-[4/3] w-full object-cover',
                    isMarked && 'opacity-30 grayscale',
                  )}
                />
              </button>
              {isMarked && (
                <span className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-xs font-bold text-red-700">
                  Will be deleted
                </span>
              )}
              <button
                type="button"
                onClick={() => toggleMark(image.url)}
                aria-pressed={isMarked}
                className={cn(
                  'mt-1 w-full rounded-md px-2 py-2 text-xs font-semibold',
                  isMarked
                    ? 'bg-stone-200 text-stone-800'
                    : 'bg-red-50 text-red-700 hover:bg-red-100',
                )}
              >
                {isMarked ? 'Keep image' : 'Delete image'}
              </button>
              <PhotoMoveButtons
                name={image.alt}
                index={index}
                count={existing.length}
                onMove={moveStored}
              />
            </li>
          )
        })}
        {fresh.map((image, index) => (
          <li
            key={image.key}
            className={cn('relative', newDrag.dragged === index && 'opacity-50')}
            data-testid="new-image"
            {...newDrag.tileProps(index)}
          >
            <button
              type="button"
              onClick={() => onPreview({ src: image.preview, name: image.file.name })}
              className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200"
              aria-label={`Preview ${image.file.name}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the picked file */}
              <img src={image.preview} alt="" className="aspect-[4/3] w-full object-cover" />
            </button>
            <p className="mt-1 truncate text-xs text-stone-600">{image.file.name}</p>
            <ProgressBar image={image} />
            <button
              type="button"
              onClick={() => removeFresh(image.key)}
              className="mt-1 w-full rounded-md bg-stone-100 px-2 py-2 text-xs font-semibold text-stone-800 hover:bg-stone-200"
            >
              Remove
            </button>
            <PhotoMoveButtons
              name={image.file.name}
              index={index}
              count={fresh.length}
              onMove={moveNew}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
