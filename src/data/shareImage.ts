import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { MEDIA_DIR } from '@/collections/Media'
import { env } from '@/lib/env'
import { BACKGROUND_COLOR } from '@/lib/manifest'

import { getBannerSlides } from './content'

/** The size WhatsApp and Facebook show as a large preview. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/**
 * The picture a shared link shows: the first banner picture, cropped to 1200×630 and sent as a
 * JPEG of about 100 KB (share sheets fetch it on slow links and some refuse WebP). Without a
 * banner picture on this server's disk, a plain panel in the site's colour.
 */
export async function shareImageJpeg(): Promise<Buffer> {
  const [slide] = await getBannerSlides()
  const filename = slide ? path.basename(decodeURIComponent(slide.src.split('?')[0])) : null
  let source: Buffer | null = null
  if (filename && !env.s3) {
    source = await fs.readFile(path.join(MEDIA_DIR, filename)).catch(() => null)
  }
  const image = source
    ? sharp(source)
    : sharp({ create: { ...SHARE_IMAGE, channels: 3, background: BACKGROUND_COLOR } })
  return image
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}
