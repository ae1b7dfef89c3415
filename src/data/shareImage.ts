import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { MEDIA_DIR } from '@/collections/Media'
import { env } from '@/lib/env'
import { BACKGROUND_COLOR } from '@/lib/manifest'
import type { ContractRoom } from '@/lib/rooms/contract'
import { filenameFromUrl } from '@/lib/rooms/contract'

import { getBannerSlides } from './content'

/** The size WhatsApp and Facebook show as a large preview. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** An uploaded picture's bytes from this server's disk; null when it is not there. */
async function readUpload(url: string | null | undefined): Promise<Buffer | null> {
  const filename = url ? filenameFromUrl(url) : null
  if (!filename || env.s3) return null
  return fs.readFile(path.join(MEDIA_DIR, filename)).catch(() => null)
}

/**
 * A picture cropped to 1200×630 and sent as a JPEG of about 100 KB (share sheets fetch it on slow
 * links and some refuse WebP). Without a picture on this server's disk, a plain panel in the
 * site's colour.
 */
function shareJpeg(source: Buffer | null): Promise<Buffer> {
  const image = source
    ? sharp(source)
    : sharp({ create: { ...SHARE_IMAGE, channels: 3, background: BACKGROUND_COLOR } })
  return image
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}

/** The picture a shared link to a general page shows: the first banner picture. */
export async function shareImageJpeg(): Promise<Buffer> {
  const [slide] = await getBannerSlides()
  return shareJpeg(await readUpload(slide?.src))
}

/**
 * The picture a shared link to one room shows: the room's first picture, from its 1280 px copy
 * when there is one (an original may be a 5 MB photo).
 */
export async function roomShareImageJpeg(room: ContractRoom): Promise<Buffer> {
  const [first] = room.images
  const source = first
    ? ((await readUpload(first.sizes.large)) ?? (await readUpload(first.url)))
    : null
  return shareJpeg(source)
}
