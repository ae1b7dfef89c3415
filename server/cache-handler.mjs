// Where Next.js keeps rendered pages and the data cache (`unstable_cache`), and how it expires them
// by tag. next.config.mjs names this file as `cacheHandler` in every build, so one image serves
// either way, chosen when the server starts:
//
// - Without REDIS_URL (and always inside `next build`): Next.js's own file-system cache, unchanged
//   (pages in `<distDir>/server/app`, data in `<distDir>/cache/fetch-cache`, tags expired in this
//   process). One instance, exactly as before.
// - With REDIS_URL: pages, data and tag expiry live in Redis through @fortedigital/nextjs-cache-handler
//   (its `redis-strings` handler, on the official `redis` client), so every instance behind the
//   balancer serves what any of them rendered and an edit through one expires the page for all.
//   Keys are `<REDIS_KEY_PREFIX>:<build id>:...`: another build's pages are never served (rolling
//   upgrades), and several deployments can share one Redis under different prefixes. An edit's
//   tags are expired in Redis before the edit is answered (server/shared-expiry.mjs), so the next
//   request to any instance renders afresh.
//
// Redis is a cache, never a dependency for guests. Every instance also keeps its last good copy of
// each page and data entry in memory (the package's `local-lru` handler). While Redis cannot be
// reached (at start or mid-run), reads and writes go to that copy, a warning is logged once per
// outage, and the client reconnects by itself. Tag expiries that could not reach Redis are kept
// and replayed when it answers again; expiries are also broadcast (Redis pub/sub, per deployment,
// across builds), so each instance drops its own copies and instances of another build expire
// their keys too.
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'

import { registerSharedExpiry } from './shared-expiry.mjs'

const redisUrl = process.env.REDIS_URL?.trim() || ''
const keyPrefix = process.env.REDIS_KEY_PREFIX?.trim() || 'guesthouse'
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

/** How long one Redis command may take before the local copy answers instead. */
const COMMAND_TIMEOUT_MS = 500
/** The local copies: as much memory as Next.js's own in-memory page cache (50 MB). */
const LOCAL_COPY_BYTES = 50 * 1024 * 1024

/** `host:port` of a Redis URL, for logs (never the password). */
export function redisAddress(url) {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || 6379}`
  } catch {
    return 'an invalid REDIS_URL'
  }
}

/**
 * Next.js's own file-system cache class. Private to Next.js (it is what runs when no
 * `cacheHandler` is configured); resolved from the app's node_modules, so it shares the tag map
 * that server/expire-cache.mjs writes. If an upgrade moves it, the server stops here.
 */
function nextFileSystemCache() {
  const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'))
  const file = 'next/dist/server/lib/incremental-cache/file-system-cache.js'
  const loaded = requireFromApp(file)
  const FileSystemCache = loaded?.default ?? loaded
  if (typeof FileSystemCache !== 'function') {
    throw new Error(
      `Cannot start the page cache: ${file} no longer exports Next.js's file-system cache ` +
        '(did the Next.js version change?). See server/cache-handler.mjs.',
    )
  }
  return FileSystemCache
}

/**
 * The shared handler (Redis) wrapped so that each hit also refreshes this instance's last good
 * copy, each miss drops it, and each tag expiry is remembered when Redis is down and broadcast
 * when it is up.
 */
export function sharedWithLocalCopies({ shared, local, onExpiryFailed, onExpired }) {
  return {
    name: 'redis',
    async get(key, meta) {
      // Throws while Redis is unreachable: the next handler (the local copy) answers instead.
      const value = await shared.get(key, meta)
      if (!value) {
        await local.delete(key)
        return null
      }
      const copy = await local.get(key, { implicitTags: [] })
      if (!copy || copy.lastModified !== value.lastModified) await local.set(key, value)
      return value
    },
    set: (key, value, ctx) => shared.set(key, value, ctx),
    async revalidateTag(tag) {
      try {
        await shared.revalidateTag(tag)
      } catch (error) {
        onExpiryFailed(tag)
        throw error
      }
      await onExpired(tag)
    },
    delete: (key) => shared.delete(key),
    prepare: () => shared.prepare(),
  }
}

/**
 * Loaded only when REDIS_URL is set, so an instance without it runs exactly the code it ran
 * before. Synchronously (CommonJS builds of both packages): Next.js also loads this module from
 * inside its compiled routes, where a module that awaits at its top level never finishes loading.
 */
function redisBackedCache(url) {
  const requireHere = createRequire(import.meta.url)
  const { CacheHandler } = requireHere('@fortedigital/nextjs-cache-handler')
  const { default: createLruHandler } = requireHere('@fortedigital/nextjs-cache-handler/local-lru')
  const { default: createRedisHandler } = requireHere(
    '@fortedigital/nextjs-cache-handler/redis-strings',
  )
  const { createClient } = requireHere('redis')
  const instanceId = randomUUID()
  const channel = `${keyPrefix}:expired-tags`
  const address = redisAddress(url)

  CacheHandler.onCreation(({ buildId }) => {
    const build = (buildId ?? 'unbuilt').trim()
    const client = createClient({
      url,
      // A command sent while disconnected fails at once (the local copy answers) instead of
      // waiting in a queue for a Redis that may not come back soon.
      disableOfflineQueue: true,
      pingInterval: 5000,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    })
    const subscriber = client.duplicate()
    const shared = createRedisHandler({
      client,
      keyPrefix: `${keyPrefix}:${build}:`,
      timeoutMs: COMMAND_TIMEOUT_MS,
    })
    const local = createLruHandler({ maxItemSizeBytes: LOCAL_COPY_BYTES })

    // Tags expired while Redis was unreachable: expired there as soon as it answers again, so a
    // Redis that kept its data through the outage does not serve the pages from before the edit.
    const pendingExpiries = new Set()
    const announce = (tag) =>
      client.publish(channel, JSON.stringify({ from: instanceId, build, tag })).catch(() => {})

    let reachable = false
    let warned = false
    client.on('ready', async () => {
      reachable = true
      console.log(
        warned
          ? `Page cache: Redis at ${address} is back; pages are shared again.`
          : `Page cache: Redis at ${address} (keys ${keyPrefix}:${build}:*).`,
      )
      warned = false
      for (const tag of [...pendingExpiries]) {
        try {
          await shared.revalidateTag(tag)
          await announce(tag)
          pendingExpiries.delete(tag)
        } catch {
          // Still unreachable: the next 'ready' tries again.
        }
      }
    })
    client.on('error', (error) => {
      if (warned) return
      warned = true
      console.warn(
        `Page cache: Redis at ${address} is unreachable (${error?.message ?? error}); ` +
          (reachable
            ? "serving this instance's last good copies until it is back."
            : 'serving pages from this instance alone until it answers.'),
      )
      reachable = false
    })
    client.on('end', () => {
      reachable = false
    })
    subscriber.on('error', () => {
      // The main client reports outages; the subscriber reconnects and resubscribes by itself.
    })

    // Neither waits: a Redis that is down at start must not hold the start, and the clients keep
    // retrying in the background.
    client.connect().catch(() => {})
    subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(channel, (message) => {
          let event
          try {
            event = JSON.parse(message)
          } catch {
            return
          }
          if (!event || event.from === instanceId || typeof event.tag !== 'string') return
          // Another instance expired a tag: drop this instance's copies, and when it runs another
          // build (a rolling upgrade), expire the same tag under this build's keys as well.
          local.revalidateTag(event.tag)
          if (event.build !== build) shared.revalidateTag(event.tag).catch(() => {})
        }),
      )
      .catch(() => {})

    return {
      handlers: [
        sharedWithLocalCopies({
          shared,
          local,
          onExpiryFailed: (tag) => pendingExpiries.add(tag),
          onExpired: announce,
        }),
        local,
      ],
    }
  })

  /**
   * Next.js makes one of these per request. Each offers the revalidation hooks an expiry they can
   * await before the edit is answered (see server/shared-expiry.mjs): the same path Next.js takes
   * after the answer (Redis, this instance's copies, the broadcast), which also sets the handler
   * up if this process has not used the cache yet.
   */
  class SharedCacheHandler extends CacheHandler {
    constructor(context) {
      super(context)
      registerSharedExpiry((tags) => this.revalidateTag(tags))
    }
  }
  return SharedCacheHandler
}

export default redisUrl && !isBuild ? redisBackedCache(redisUrl) : nextFileSystemCache()
