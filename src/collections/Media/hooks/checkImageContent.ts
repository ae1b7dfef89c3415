import path from 'node:path'

import sharp from 'sharp'
import type { CollectionBeforeOperationHook } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'
import { ALLOWED_IMAGE_FORMATS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@/lib/validation/images'

import { sharpWithinLimit } from '../sharpWithinLimit'

const EXTENSION_BY_FORMAT: Record<(typeof ALLOWED_IMAGE_FORMATS)[number], string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
}

const MIME_BY_FORMAT: Record<(typeof ALLOWED_IMAGE_FORMATS)[number], string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * Judges an upload by its bytes, not its name: sharp must decode it as JPEG, PNG or WebP. A script
 * renamed `.jpg`, an SVG or an HTML page is refused before anything is written to disk or S3, and
 * so is a picture of more pixels than the server decodes (its header tells, before any decoding):
 * every door (the upload contract, REST, /cms) creates media through this hook, before Payload
 * makes its copies.
 */
export const checkImageContent: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args

  if (file.size >= MAX_IMAGE_BYTES || file.data.length >= MAX_IMAGE_BYTES) {
    throw new Refusal(MESSAGES.image.tooLarge, 413)
  }

  let header: { format?: string; width?: number; height?: number } = {}
  try {
    // The header only, nothing decoded: read without the bound, so that a picture past it is told
    // so rather than called the wrong type.
    header = await sharp(file.data, { limitInputPixels: false }).metadata()
  } catch {
    header = {}
  }
  const { format, width = 0, height = 0 } = header
  if (!format || !(ALLOWED_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw new Refusal(MESSAGES.image.wrongType, 400)
  }
  if (width * height > MAX_IMAGE_PIXELS) throw new Refusal(MESSAGES.image.tooManyPixels, 400)
  // Trust the decoded format over whatever the browser claimed, the name included: the file is
  // re-encoded (nothing but pixels survives: no trailing HTML, no metadata) and stored under its
  // format's extension, so `x.html` can never be served as a page.
  const known = format as keyof typeof MIME_BY_FORMAT
  const data = await sharpWithinLimit(file.data).rotate().toFormat(known).toBuffer()
  const base = path.parse(file.name).name.replace(/[^\w.-]+/g, '-').slice(0, 120) || 'image'
  file.data = data
  file.size = data.length
  file.name = `${base}.${EXTENSION_BY_FORMAT[known]}`
  file.mimetype = MIME_BY_FORMAT[known]
  return args
}
