import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

const notFound = () => Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })

/**
 * Payload answers 500 when a file is missing from disk (for example a photo of a deleted room that
 * a browser still asks for). For a guest that is simply "not found".
 */
export function notFoundWhenMissing(staticDir: string): UploadHandler {
  const resolvedDir = path.resolve(staticDir)
  return (_req, { params }) => {
    const filePath = path.resolve(resolvedDir, params.filename)
    if (!filePath.startsWith(resolvedDir + path.sep)) return notFound()
    // Synchronous on purpose: the handler type takes a Response or nothing, not a promise of either.
    return fs.existsSync(filePath) ? undefined : notFound()
  }
}
