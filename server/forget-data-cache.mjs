// `npm run build` (prebuild) and the test and benchmark builds: a build renders the public pages
// from the database it is given, so the data cache earlier servers left in the output folder
// (entries read from another database) must not be reused by it.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Removes the data cache (`<distDir>/cache/fetch-cache`) of the build output in `distDir`. */
export function forgetDataCache(distDir) {
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  forgetDataCache(path.resolve(process.env.NEXT_DIST_DIR || '.next'))
}
