import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { expireSharedTags } from '@server/shared-expiry.mjs'

import type { CacheTag } from '@/lib/cacheTags'

/**
 * Expires the cached public pages that show a collection or global. Skipped when the change runs
 * outside a Next.js server (seed script, tests) or when `context.disableRevalidate` is set.
 */
async function expire(tags: readonly CacheTag[], log: (msg: string) => void): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    // `expire: 0` makes the next visitor get fresh content, not one more stale copy.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    log(`Revalidated cache tags: ${tags.join(', ')}`)
  } catch (error) {
    // Outside a Next.js request (CLI seed, jest) there is no cache to expire.
    const message = error instanceof Error ? error.message : String(error)
    if (
      !/static generation store|outside a request scope|incrementalCache|workStore/i.test(message)
    ) {
      log(`Cache revalidation skipped: ${message}`)
    }
  }
  // Next.js expires the tags above only after the edit is answered; in the shared cache (Redis)
  // that would race every other instance's next request, so it is done here too, and awaited.
  // Where the change runs in a transaction (MongoDB on a replica set), this is before the commit:
  // a page another instance renders in that moment reads the old document, and Next.js's own
  // expiry after the answer removes it again.
  const shared = await expireSharedTags(tags)
  if (shared === 'failed' || shared === 'timed out') {
    log(
      `Shared cache expiry of ${tags.join(', ')} ${shared}; Next.js's expiry after the answer follows`,
    )
  }
}

export function revalidateCollection(tags: readonly CacheTag[]): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req }) => {
      if (!req.context.disableRevalidate) await expire(tags, (m) => req.payload.logger.debug(m))
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      if (!req.context.disableRevalidate) await expire(tags, (m) => req.payload.logger.debug(m))
      return doc
    },
  }
}

export function revalidateGlobal(tags: readonly CacheTag[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context.disableRevalidate) await expire(tags, (m) => req.payload.logger.debug(m))
    return doc
  }
}
