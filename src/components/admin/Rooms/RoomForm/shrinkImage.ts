import { fitWithin } from '@/lib/validation/imageSize'

/** Re-encoded at this quality: no visible loss at 2560 px, a fraction of a phone's file. */
const QUALITY = 0.85

/**
 * A phone photo shrunk in the browser to at most 2560 px on its long edge before it is sent over
 * mobile data, turned upright from its EXIF orientation. JPEG and WebP keep their format; a PNG
 * (a screenshot, a plan) is left as it is. Anything the browser cannot do leaves the file as
 * picked: the server checks and resizes every upload anyway.
 */
export async function shrinkForUpload(file: File): Promise<File> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/webp') return file
  if (typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap | null = null
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const size = fitWithin(bitmap.width, bitmap.height)
    if (!size) return file
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, file.type, QUALITY),
    )
    if (!blob || blob.size >= file.size) return file
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified })
  } catch {
    return file
  } finally {
    bitmap?.close()
  }
}
