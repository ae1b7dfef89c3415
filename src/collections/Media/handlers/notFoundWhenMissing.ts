import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig, Where } from 'payload'

import { UPLOAD_SIZE_NAMES } from '@/lib/siteImage'
import type { Media } from '@/payload-types'

import { makeMissingCopies } from '../copies'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

const notFound = () => Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })

/**
 * A resized copy that a page points at but that is not on disk (lost in a restore, or removed by
 * hand) is made from its original before it is served, so the guest gets the picture, not an
 * error. Any other missing file (for example a photo of a deleted room that a browser still asks
 * for) is "not found": Payload itself would answer 500.
 */
export function notFoundWhenMissing(staticDir: string): UploadHandler {
  const resolvedDir = path.resolve(staticDir)
  const handler = async (
    req: Parameters<UploadHandler>[0],
    { params }: Parameters<UploadHandler>[1],
  ): Promise<Response | undefined> => {
    const filePath = path.resolve(resolvedDir, params.filename)
    if (!filePath.startsWith(resolvedDir + path.sep)) return notFound()
    if (fs.existsSync(filePath)) return undefined
    const where: Where = {
      or: UPLOAD_SIZE_NAMES.map((name) => ({
        [`sizes.${name}.filename`]: { equals: params.filename },
      })),
    }
    const doc = (await req.payload.db.findOne({ collection: 'media', req, where })) as Media | null
    if (doc) {
      try {
        await makeMissingCopies(req.payload, resolvedDir, doc)
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `Could not make the copies of ${doc.filename}` })
      }
    }
    return fs.existsSync(filePath) ? undefined : notFound()
  }
  // Payload awaits each handler and serves the file itself when the answer is no Response; its
  // type lists a promise of a Response or a promise of nothing, not a promise of either.
  return handler as UploadHandler
}
