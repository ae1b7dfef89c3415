import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp, { type Sharp } from 'sharp'

import { MEDIA_DIR } from '@/collections/Media'
import { sharpWithinLimit } from '@/collections/Media/sharpWithinLimit'
import { env } from '@/lib/env'
import { BACKGROUND_COLOR } from '@/lib/manifest'
import { filenameFromUrl } from '@/lib/rooms/contract'

/** The size WhatsApp and Facebook show as a large preview. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

let bucket: S3Client | null = null

function bucketClient(s3: NonNullable<typeof env.s3>): S3Client {
  bucket ??= new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: Boolean(s3.endpoint),
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
  return bucket
}

/**
 * An uploaded picture's bytes, from where uploads live on this server: the S3 bucket when one is
 * configured (objects are named by the file name), the media folder otherwise. Null when the file
 * is not there.
 */
export async function readUpload(url: string | null | undefined): Promise<Buffer | null> {
  const filename = url ? filenameFromUrl(url) : null
  if (!filename) return null
  if (env.s3) {
    try {
      const object = await bucketClient(env.s3).send(
        new GetObjectCommand({ Bucket: env.s3.bucket, Key: filename }),
      )
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
    } catch {
      return null
    }
  }
  return fs.readFile(path.join(MEDIA_DIR, filename)).catch(() => null)
}

/** A picture named in the list could not be read: the plain panel is sent instead. */
class NoPicture extends Error {}

/**
 * Share pictures already made, by the addresses of their sources, most recently used last. Each
 * upload has its own file name (Payload never reuses one, even for a new file on the same media
 * document), so a changed picture is a new address and gets a new image; an address that no page
 * names any more just ages out. A few dozen cover every room and the banner.
 */
const MADE_LIMIT = 48
const made = new Map<string, Promise<Buffer>>()
let renders = 0

/** How many share pictures this process has resized: a cached answer does not count. */
export function shareImageRenders(): number {
  return renders
}

function remembered(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = made.get(key)
  if (known) {
    made.delete(key)
    made.set(key, known)
    return known
  }
  // Stored before it settles, so requests arriving together share one resize.
  const work = make()
  made.set(key, work)
  work.catch(() => made.delete(key))
  for (const oldest of made.keys()) {
    if (made.size <= MADE_LIMIT) break
    made.delete(oldest)
  }
  return work
}

function toShareJpeg(image: Sharp): Promise<Buffer> {
  renders += 1
  return image
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}

const plainPanel = () =>
  remembered('', () =>
    toShareJpeg(sharp({ create: { ...SHARE_IMAGE, channels: 3, background: BACKGROUND_COLOR } })),
  )

/**
 * The first of these pictures that can be read, cropped to 1200×630 and sent as a JPEG of about
 * 100 KB (share sheets fetch it on slow links and some refuse WebP). Without any, a plain panel
 * in the site's colour. Made once per picture: the addresses are public and anyone may ask for
 * them any number of times, with any query, and a resize is the costliest thing a request can ask
 * of this server.
 */
export async function sharePictureJpeg(
  urls: ReadonlyArray<string | null | undefined>,
): Promise<Buffer> {
  const sources = urls.filter((url): url is string => Boolean(url))
  if (sources.length === 0) return plainPanel()
  try {
    return await remembered(sources.join('\n'), async () => {
      for (const url of sources) {
        const source = await readUpload(url)
        if (source) return toShareJpeg(sharpWithinLimit(source))
      }
      // Not remembered: the file may be there on the next request (a restore, a slow bucket).
      throw new NoPicture()
    })
  } catch (error) {
    if (error instanceof NoPicture) return plainPanel()
    throw error
  }
}
