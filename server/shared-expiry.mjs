// Expiring cache tags in the shared cache (Redis) before an edit is answered.
//
// Next.js runs `revalidateTag` only once the route's answer is on its way: the tags go into the
// request's pending list and are expired through the server's `waitUntil`, after the response
// has been handed over. With the file cache that is at once (an in-process map); with Redis it
// is a few round trips that race the edit's answer, so another instance's next request could
// still read the old page from Redis. The cache handler (server/cache-handler.mjs) registers its
// expiry here when REDIS_URL is set, and the revalidation hooks await it before they return;
// without REDIS_URL (or outside the server: seed, tests) nothing is registered and this does
// nothing. Through `globalThis`, since Next.js loads the cache handler apart from the bundles the
// hooks are compiled into.

const KEY = Symbol.for('guesthouse.expire-shared-tags')

/** How long an edit waits for Redis at most before it is answered anyway. */
export const SHARED_EXPIRY_TIMEOUT_MS = 1000

/** @param {((tags: string[]) => Promise<unknown>) | undefined} expire undefined forgets it */
export function registerSharedExpiry(expire) {
  globalThis[KEY] = expire
}

/**
 * Expires `tags` in the shared cache and resolves once that is done, 'skipped' when no shared
 * cache is registered, 'failed' or 'timed out' without throwing: an edit is never refused because
 * of the cache. Next.js's own `revalidateTag` still runs after the answer (and an expiry that
 * could not reach Redis is replayed when it is back, see server/cache-handler.mjs).
 *
 * @param {readonly string[]} tags
 * @returns {Promise<'expired' | 'skipped' | 'failed' | 'timed out'>}
 */
export async function expireSharedTags(tags, { timeoutMs = SHARED_EXPIRY_TIMEOUT_MS } = {}) {
  const expire = globalThis[KEY]
  if (typeof expire !== 'function') return 'skipped'
  let timer
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs)
  })
  try {
    return await Promise.race([
      Promise.resolve(expire([...tags])).then(
        () => 'expired',
        () => 'failed',
      ),
      timedOut,
    ])
  } finally {
    clearTimeout(timer)
  }
}
