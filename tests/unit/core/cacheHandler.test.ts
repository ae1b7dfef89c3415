import { createRequire } from 'node:module'

import FileCache, { redisAddress, sharedWithLocalCopies } from '@server/cache-handler.mjs'
import { expireSharedTags, registerSharedExpiry } from '@server/shared-expiry.mjs'

type Entry = { lastModified: number; tags: string[]; value: { kind: string } | null }
type Meta = { implicitTags: string[] }

/** A handler kept in a Map, recording what was asked of it. */
function memoryHandler(name: string) {
  const store = new Map<string, Entry>()
  const calls: string[] = []
  let down = false
  const guard = () => {
    if (down) throw new Error(`${name} is unreachable`)
  }
  return {
    store,
    calls,
    setDown: (value: boolean) => {
      down = value
    },
    handler: {
      name,
      async get(key: string, _meta: Meta) {
        guard()
        calls.push(`get ${key}`)
        return store.get(key) ?? null
      },
      async set(key: string, value: Entry) {
        guard()
        calls.push(`set ${key}`)
        store.set(key, value)
      },
      async revalidateTag(tag: string) {
        guard()
        calls.push(`revalidateTag ${tag}`)
        for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key)
      },
      async delete(key: string) {
        guard()
        calls.push(`delete ${key}`)
        store.delete(key)
      },
      async prepare() {},
    },
  }
}

const entry = (lastModified: number, tags = ['rooms']): Entry => ({
  lastModified,
  tags,
  value: { kind: 'APP_PAGE' },
})
const meta = { implicitTags: [] }

function setUp() {
  const shared = memoryHandler('redis')
  const local = memoryHandler('local')
  const failed: string[] = []
  const announced: string[] = []
  const handler = sharedWithLocalCopies({
    shared: shared.handler,
    local: local.handler,
    onExpiryFailed: (tag: string) => failed.push(tag),
    onExpired: async (tag: string) => {
      announced.push(tag)
    },
  })
  return { shared, local, failed, announced, handler }
}

describe('the Redis page cache with local copies', () => {
  it('keeps the last good copy of what Redis served, once per version', async () => {
    const { shared, local, handler } = setUp()
    shared.store.set('/rooms', entry(1))
    expect(await handler.get('/rooms', meta)).toEqual(entry(1))
    expect(local.store.get('/rooms')).toEqual(entry(1))
    await handler.get('/rooms', meta)
    expect(local.calls.filter((call) => call.startsWith('set'))).toHaveLength(1)
    // A newer version in Redis replaces the copy.
    shared.store.set('/rooms', entry(2))
    await handler.get('/rooms', meta)
    expect(local.store.get('/rooms')).toEqual(entry(2))
  })

  it('drops the copy when Redis no longer has the entry (expired by another instance)', async () => {
    const { shared, local, handler } = setUp()
    local.store.set('/rooms', entry(1))
    expect(await handler.get('/rooms', meta)).toBeNull()
    expect(local.store.has('/rooms')).toBe(false)
    expect(shared.calls).toEqual(['get /rooms'])
  })

  it('throws while Redis is unreachable, so the local copy answers instead', async () => {
    const { shared, handler } = setUp()
    shared.setDown(true)
    await expect(handler.get('/rooms', meta)).rejects.toThrow('unreachable')
  })

  it('remembers a tag it could not expire in Redis, and announces the ones it did', async () => {
    const { shared, failed, announced, handler } = setUp()
    shared.store.set('/rooms', entry(1))
    await handler.revalidateTag('rooms')
    expect(shared.store.has('/rooms')).toBe(false)
    expect(announced).toEqual(['rooms'])
    shared.setDown(true)
    await expect(handler.revalidateTag('facilities')).rejects.toThrow('unreachable')
    expect(failed).toEqual(['facilities'])
    expect(announced).toEqual(['rooms'])
  })

  it('names Redis by host and port in logs, never with its password', () => {
    expect(redisAddress('redis://:s3cret@cache.internal:6380')).toBe('cache.internal:6380')
    expect(redisAddress('redis://redis')).toBe('redis:6379')
    expect(redisAddress('not a url')).toBe('an invalid REDIS_URL')
  })

  it("is Next.js's own file-system cache when REDIS_URL is not set", () => {
    const loaded = createRequire(import.meta.url)(
      'next/dist/server/lib/incremental-cache/file-system-cache.js',
    )
    expect(FileCache).toBe(loaded.default ?? loaded)
  })
})

describe('the shared expiry an edit awaits before it is answered', () => {
  afterEach(() => registerSharedExpiry(undefined))

  it('does nothing without a shared cache (no REDIS_URL, the seed, tests)', async () => {
    expect(await expireSharedTags(['rooms'])).toBe('skipped')
  })

  it("resolves once the shared cache's expiry of every tag has finished", async () => {
    const expired: string[] = []
    registerSharedExpiry(async (tags) => {
      await new Promise((resolve) => setImmediate(resolve))
      expired.push(...tags)
    })
    expect(await expireSharedTags(['rooms', 'media'])).toBe('expired')
    expect(expired).toEqual(['rooms', 'media'])
  })

  it('never fails the edit: an expiry that throws or never settles is given up on', async () => {
    registerSharedExpiry(async () => {
      throw new Error('Redis is unreachable')
    })
    expect(await expireSharedTags(['rooms'])).toBe('failed')
    registerSharedExpiry(() => new Promise(() => {}))
    expect(await expireSharedTags(['rooms'], { timeoutMs: 10 })).toBe('timed out')
  })
})
