import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'

import { MEDIA_DIR } from '@/collections/Media'
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

/**
 * The first of these pictures that can be read, cropped to 1200×630 and sent as a JPEG of about
 * 100 KB (share sheets fetch it on slow links and some refuse WebP). Without any, a plain panel
 * in the site's colour.
 */
export async function sharePictureJpeg(
  urls: ReadonlyArray<string | null | undefined>,
): Promise<Buffer> {
  let source: Buffer | null = null
  for (const url of urls) {
    source = await readUpload(url)
    if (source) break
  }
  const image = source
    ? sharp(source)
    : sharp({ create: { ...SHARE_IMAGE, channels: 3, background: BACKGROUND_COLOR } })
  return image
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}
