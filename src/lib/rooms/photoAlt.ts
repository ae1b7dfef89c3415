import { image as imageText } from '@/lib/messages/image'

const MAX_NAME = 120

/** A file name without its extension, e.g. `IMG_2024.jpg` → `IMG_2024`. */
function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? ''
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(0, dot) : name
}

const words = (text: string) => text.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim()

/**
 * The alt text a photo sent from the portal's room form starts with: its file name in words
 * (`IMG_2024-03.jpg` → `IMG 2024 03`). Nobody typed it, so it describes nothing.
 */
export function altFromFileName(fileName: string): string {
  return words(baseName(fileName).slice(0, MAX_NAME)) || imageText.placeholderAlt
}

/**
 * Whether a picture's alt text only repeats its file name (or is the placeholder given when the
 * name was empty). The stored name may carry the `-1` Payload adds when a name is taken.
 */
export function altIsFileName(alt: string | null | undefined, fileName: string | null | undefined) {
  const said = words(alt ?? '').toLowerCase()
  if (!said || said === imageText.placeholderAlt.toLowerCase()) return true
  if (!fileName) return false
  const base = baseName(fileName)
  return [base, base.replace(/-\d+$/, '')].some(
    (name) => words(name.slice(0, MAX_NAME)).toLowerCase() === said,
  )
}

/**
 * The alt text guests' screen readers read for a room's photo: the one an editor wrote, or the
 * room's name and the photo's place when the stored one is just the file's name ("IMG 2024…").
 */
export function roomPhotoAlt(
  photo: { alt?: string | null; filename?: string | null },
  roomName: string,
  index: number,
): string {
  return altIsFileName(photo.alt, photo.filename)
    ? imageText.roomPhotoAlt(roomName, index + 1)
    : (photo.alt ?? '')
}
