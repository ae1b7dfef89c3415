import { cn } from '@/lib/cn'

import type { Preview } from './ImagePreviewDialog'
import type { ImageUploads, NewImage } from './useImageUploads'

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
 * upload progress and can be removed; any of them opens a larger preview.
 */
export function ImageTiles({ uploads, onPreview }: Props) {
  const { existing, marked, fresh, toggleMark, removeFresh } = uploads
  if (existing.length === 0 && fresh.length === 0) return null
  return (
    <ul
      className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      aria-label="Chosen photos"
    >
      {existing.map((image) => {
        const isMarked = marked.includes(image.url)
        return (
          <li key={image.url} className="relative" data-testid="existing-image">
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
          </li>
        )
      })}
      {fresh.map((image) => (
        <li key={image.key} className="relative" data-testid="new-image">
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
        </li>
      ))}
    </ul>
  )
}
