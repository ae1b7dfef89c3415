import { createRequire } from 'node:module'

import { expireCachedBefore } from '@server/expire-cache.mjs'

// The start-up expiry writes into Next.js's own in-process tag map. If a Next.js upgrade moves or
// renames it, this fails here, before a deployment would serve the build machine's pages.
describe('expireCachedBefore', () => {
  it("marks the tags expired in the map Next.js's cache reads", () => {
    const { tagsManifest } = createRequire(import.meta.url)(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
    )
    expect(tagsManifest).toBeInstanceOf(Map)
    expireCachedBefore(['rooms', '_N_T_/layout'], 1234)
    expect(tagsManifest.get('rooms')).toMatchObject({ expired: 1234 })
    expect(tagsManifest.get('_N_T_/layout')).toMatchObject({ expired: 1234 })
  })
})
