import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { UPLOAD_SIZE_NAMES, UPLOAD_SIZES, type UploadSizeName as SizeName } from '@/lib/siteImage'
import type { Media } from '@/payload-types'

import { sharpWithinLimit } from './sharpWithinLimit'

type StoredSize = NonNullable<NonNullable<Media['sizes']>[SizeName]>

/**
 * Whether Payload makes this copy of a picture of this shape at upload: a copy is never larger
 * than its original (a cropped one is left out only when the original is smaller both ways).
 */
export function copyIsMade(name: SizeName, width: number, height: number): boolean {
  const size: { width: number; height?: number } = UPLOAD_SIZES[name]
  return size.height ? width >= size.width || height >= size.height : width >= size.width
}

/**
 * Makes one copy of an upload from its original, as Payload does at upload (same size, crop,
 * format and quality, same file name pattern), writes it beside the original and answers what the
 * document stores for it.
 */
export async function makeCopy(
  staticDir: string,
  doc: Pick<Media, 'filename'>,
  name: SizeName,
): Promise<StoredSize> {
  if (!doc.filename) throw new Error('an upload without a file has no copies to make')
  const { quality, ...size } = UPLOAD_SIZES[name]
  const { data, info } = await sharpWithinLimit(path.join(staticDir, doc.filename))
    .rotate()
    .resize({ ...size, ...('height' in size ? { position: 'centre' } : {}) })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true })
  const filename = `${path.parse(doc.filename).name}-${info.width}x${info.height}.webp`
  await fs.promises.writeFile(path.join(staticDir, filename), data)
  return {
    filename,
    filesize: info.size,
    width: info.width,
    height: info.height,
    mimeType: 'image/webp',
  }
}

/**
 * The copies of one upload that pages may ask for but that are not on disk: never made (a size
 * added after the upload) or lost (a restore that brought back only the originals). Made now, and
 * the document's record of them set to match.
 */
export async function makeMissingCopies(
  payload: Payload,
  staticDir: string,
  doc: Media,
): Promise<SizeName[]> {
  if (!doc.filename || !doc.width || !doc.height) return []
  if (!fs.existsSync(path.join(staticDir, doc.filename))) return []
  const made: Partial<Record<SizeName, StoredSize>> = {}
  for (const name of UPLOAD_SIZE_NAMES) {
    const stored = doc.sizes?.[name]?.filename
    if (stored && fs.existsSync(path.join(staticDir, stored))) continue
    if (!stored && !copyIsMade(name, doc.width, doc.height)) continue
    made[name] = await makeCopy(staticDir, doc, name)
  }
  const names = Object.keys(made) as SizeName[]
  if (names.length) {
    // The database's own update: no hooks, so no new version, history entry or cache purge for
    // what is only the file a page already points at.
    await payload.db.updateOne({
      collection: 'media',
      id: doc.id,
      data: { sizes: { ...doc.sizes, ...made } },
    })
  }
  return names
}

/**
 * On start: every upload gets the copies the pages offer, so a restore or a new size never leaves
 * a page pointing at a file that is not there. Only uploads with a missing copy cost more than a
 * look at the disk.
 */
export async function makeAllMissingCopies(payload: Payload, staticDir: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true, width: true, height: true, sizes: true },
  })
  let made = 0
  for (const doc of docs as Media[]) {
    try {
      made += (await makeMissingCopies(payload, staticDir, doc)).length
    } catch (error) {
      payload.logger.error({ err: error, msg: `Could not make the copies of ${doc.filename}` })
    }
  }
  if (made) payload.logger.info(`Made ${made} missing picture copies`)
}
