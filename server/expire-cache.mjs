// What a page shows comes from the database the server runs against, from its first request: a
// page or data entry cached before this server started (prerendered at build from the build's
// database, or kept in the file cache by a run before a restore) is treated as expired, and the
// first request renders it again and caches it for everyone after.
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Marks every entry carrying one of `tags` and created before `time` as expired.
 *
 * Relies on a private part of Next.js: its default cache keeps the expiry time of each tag in the
 * in-process map exported by `next/dist/server/lib/incremental-cache/tags-manifest.external.js`
 * (in memory only: it starts empty in every process, which is why entries from before a restart
 * would otherwise count as fresh). An entry whose tag expired after it was written is read as a
 * miss, exactly as after `revalidateTag(tag, { expire: 0 })`, which needs a request to run in.
 * If an upgrade moves that map, this throws at start-up rather than serving old content.
 *
 * @param {readonly string[]} tags
 * @param {number} [time]
 */
export function expireCachedBefore(tags, time = Date.now()) {
  // Resolved from the app's own node_modules at run time (also in the standalone output), so the
  // map is the one Next.js's server uses, never a bundled copy.
  const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'))
  const manifestModule = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
  const { tagsManifest } = requireFromApp(manifestModule)
  if (!(tagsManifest instanceof Map)) {
    throw new Error(
      `Cannot expire the cache from before start-up: ${manifestModule} no longer exports the ` +
        'tag map (did the Next.js version change?). See server/expire-cache.mjs.',
    )
  }
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: time })
}
