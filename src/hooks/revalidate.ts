import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

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
