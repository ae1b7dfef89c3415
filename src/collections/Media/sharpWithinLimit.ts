import sharp, { type Sharp, type SharpInput, type SharpOptions } from 'sharp'

import { MAX_IMAGE_PIXELS } from '@/lib/validation/images'

/**
 * sharp for every read of an upload, Payload's own copies included (`sharp` in the Payload
 * config): a picture past the pixel bound fails before it is decoded, whatever options the
 * caller passes, instead of taking the server's memory.
 */
export function sharpWithinLimit(
  input?: SharpInput,
  options: SharpOptions = {},
): Sharp {
  return sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS })
}
