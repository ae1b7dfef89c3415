import { roomPhotos as text } from '@/lib/messages/roomPhotos'

type Props = {
  name: string
  index: number
  count: number
  onMove: (from: number, to: number) => void
}

/**
 * Move up / Move down under a photo: the way to reorder by keyboard and on a phone, where dragging
 * does not work. The first has no Move up and the last no Move down (disabled, so the pair keeps
 * its place under each photo).
 */
export function PhotoMoveButtons({ name, index, count, onMove }: Props) {
  if (count < 2) return null
  const button =
    'flex-1 rounded-md bg-stone-100 px-2 py-2 text-xs font-semibold text-stone-800 hover:bg-stone-200 disabled:opacity-40'
  return (
    <div className="mt-1 flex gap-1">
      <button
        type="button"
        className={button}
        disabled={index === 0}
        aria-label={text.moveUpLabel(name)}
        onClick={() => onMove(index, index - 1)}
      >
        {text.moveUp}
      </button>
      <button
        type="button"
        className={button}
        disabled={index === count - 1}
        aria-label={text.moveDownLabel(name)}
        onClick={() => onMove(index, index + 1)}
      >
        {text.moveDown}
      </button>
    </div>
  )
}
