import { image as imageText } from '@/lib/messages/image'
import { MAX_ROOM_IMAGES } from '@/lib/rooms'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/**
 * The most pixels an upload may have, 50 megapixels: a phone's full-resolution photo (12 to 50 MP)
 * passes, a poster-sized image does not. Decoding costs memory by pixels, not by bytes (about four
 * bytes a pixel, so 200 MB here), and a one-colour picture of hundreds of megapixels compresses to
 * a few hundred kilobytes: without this bound a handful of small files would exhaust the server.
 */
export const MAX_IMAGE_PIXELS = 50_000_000
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const
export const ALLOWED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const
/** The formats sharp reports for the allowed types: the server checks content, not names. */
export const ALLOWED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const

type FileLike = { name: string; type: string; size: number }

export function isAllowedImageType(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (
    (ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()) &&
    (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
  )
}

/** The first rule a single file breaks, or null. */
export function imageFileError(file: FileLike): string | null {
  if (!isAllowedImageType(file)) return imageText.wrongType
  if (file.size >= MAX_IMAGE_BYTES) return imageText.tooLarge
  return null
}

/**
 * Checks a batch of picked files against the image rules (JPEG, PNG or WebP, under 5 MB, six per
 * room). The count rule looks at the whole batch first, as its message tells how many more fit;
 * then every file is checked.
 */
export function checkNewImages(
  files: readonly FileLike[],
  imagesAlreadyOnRoom: number,
): { error: string | null } {
  const room = Math.max(0, MAX_ROOM_IMAGES - imagesAlreadyOnRoom)
  if (files.length > room) return { error: imageText.tooMany(room) }
  for (const file of files) {
    const error = imageFileError(file)
    if (error) return { error }
  }
  return { error: null }
}
