import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { chooseEncoding, encodeResponse, PageStore } from '@server/response-encoding.mjs'
import { contentSecurityPolicy } from '@server/security-headers.mjs'

// A real server on loopback whose handlers write their answers the ways Next.js does, each behind
// encodeResponse as server/start.mjs puts it.
const PUBLIC_POLICY = contentSecurityPolicy()
const FLIGHT = 'self.__next_f.push([1,"0:{\\"rooms\\":[\\"Standard\\",\\"Deluxe\\"]}\\n"])'
const INJECTED = 'alert(document.cookie)'
const filler = '<p class="room">A quiet room with a fan, a desk and a private bathroom.</p>'.repeat(
  400,
)
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${filler}<script>${FLIGHT}</script></body></html>`
const PAGE_WITH_INJECTION = PAGE.replace('<body>', `<body><script>${INJECTED}</script>`)
const JSON_BODY = JSON.stringify({
  docs: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Room ${i}` })),
})
const SHARED_JSON = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({ _id: `room-${i}`, name: `Room ${i}`, price: 200 + i })),
)
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let pages: PageStore
let server: http.Server
let base: string
/** Released by the test once the client has read the first streamed part. */
let releaseSecondPart: () => void = () => {}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>

/** An answer written at once with its type and policy. */
const whole =
  (type: string, policy: string, body: string): Handler =>
  (_req, res) => {
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Security-Policy', policy)
    res.end(body)
  }

const handlers: Record<string, Handler> = {
  // A cached page: headers set one by one, then the whole body at once.
  '/cached': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Security-Policy', PUBLIC_POLICY)
    res.setHeader('Content-Length', Buffer.byteLength(PAGE))
    res.setHeader('x-nextjs-cache', 'HIT')
    res.end(PAGE)
  },
  // A page rendered for this request: writeHead, flushHeaders, then parts, each flushed.
  '/streamed': (_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PUBLIC_POLICY,
    })
    res.flushHeaders()
    const half = Math.floor(PAGE.length / 2)
    res.write(PAGE.slice(0, half))
    ;(res as unknown as { flush: () => void }).flush()
    res.write(Buffer.from(PAGE.slice(half)))
    res.end()
  },
  '/injected': whole('text/html; charset=utf-8', PUBLIC_POLICY, PAGE_WITH_INJECTION),
  // The staff portal: its own policy with a nonce, rendered per request.
  '/portal': whole('text/html; charset=utf-8', contentSecurityPolicy({ nonce: 'abc' }), PAGE),
  '/json': whole('application/json', PUBLIC_POLICY, JSON_BODY),
  // The guests' room list: the same JSON for everyone, which shared caches may keep.
  '/shared-json': (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 's-maxage=600, stale-while-revalidate=31535400')
    res.setHeader('Content-Length', Buffer.byteLength(SHARED_JSON))
    res.end(SHARED_JSON)
  },
  '/small': (_req, res) => {
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Content-Length', 11)
    res.end('{"ok":true}')
  },
  '/image': (_req, res) => {
    res.setHeader('Content-Type', 'image/webp')
    res.end(Buffer.alloc(4096, 7))
  },
  // Page data for a client navigation, streamed: the second part waits until the client has
  // decoded the first, which only works when each flushed part leaves the server at once.
  '/navigation': async (_req, res) => {
    res.setHeader('Content-Type', 'text/x-component')
    res.setHeader('Vary', 'RSC, Next-Router-State-Tree')
    res.flushHeaders()
    res.write('0:{"part":"one"}\n')
    ;(res as unknown as { flush: () => void }).flush()
    await new Promise<void>((resolve) => {
      releaseSecondPart = resolve
    })
    res.end('1:{"part":"two"}\n')
  },
}

beforeAll(async () => {
  pages = new PageStore()
  server = http.createServer((req, res) => {
    encodeResponse(req, res, pages)
    const path = (req.url ?? '/').split('?')[0]
    void (handlers[path] ?? handlers['/cached'])(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** The raw answer, undecoded, as a browser's network stack receives it. */
function get(path: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    http
      .request(`${base}${path}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
      .end()
  })
}

function decode(answer: Answer) {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString()
  return answer.body.toString()
}

const scriptSources = (answer: Answer) =>
  String(answer.headers['content-security-policy'] ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src')) ?? ''

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('public pages', () => {
  it('carry the hashes of their own inline scripts, and nothing that allows any inline script', async () => {
    const answer = await get('/cached', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(scriptSources(answer)).toBe(`script-src 'self' ${sha256(FLIGHT)}`)
    expect(answer.headers['content-security-policy']).toBe(
      contentSecurityPolicy({ scriptHashes: [sha256(FLIGHT)] }),
    )
    expect(answer.headers['x-nextjs-cache']).toBe('HIT')
  })

  it('go out brotli-compressed, with their length, the same page once decoded', async () => {
    const answer = await get('/cached', 'gzip, deflate, br, zstd')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.headers['transfer-encoding']).toBeUndefined()
    expect(answer.headers.vary).toMatch(/Accept-Encoding/)
    expect(decode(answer)).toBe(PAGE)
    expect(answer.body.length).toBeLessThan(zlib.gzipSync(PAGE).length)
  })

  it('are hashed and compressed once per body: asked again, the page is found by its bytes and recompressed once at the best quality', async () => {
    const fresh = new PageStore()
    const body = Buffer.from(PAGE)
    const first = fresh.page(body)
    const fast = await fresh.encoded(first, 'br')
    expect(first.bestBrotli).toBeUndefined()
    // The same bytes from another address or request are the same entry.
    const again = fresh.page(Buffer.from(PAGE))
    expect(again).toBe(first)
    expect(fresh.size).toBe(1)
    expect(await fresh.encoded(again, 'br')).toBe(fast)
    const best = await again.bestBrotli
    expect(best!.length).toBeLessThan(fast.length)
    expect(zlib.brotliDecompressSync(best!).toString()).toBe(PAGE)
    expect(await fresh.encoded(again, 'br')).toBe(best)
  })

  it('handed over as one string (as Next.js sends a cached page), are found by that string', () => {
    const fresh = new PageStore()
    const first = fresh.page(PAGE)
    expect(first.body.equals(Buffer.from(PAGE))).toBe(true)
    expect(first.policy).toBe(contentSecurityPolicy({ scriptHashes: [sha256(FLIGHT)] }))
    // Another string of the same text is the same page.
    expect(fresh.page(`${PAGE} `.slice(0, -1))).toBe(first)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(fresh.page(PAGE_WITH_INJECTION)).not.toBe(first)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
    }
    expect(fresh.size).toBe(2)
  })

  it('are held whole when streamed in parts, so the policy covers every script', async () => {
    const answer = await get('/streamed', 'gzip, deflate, br, zstd')
    expect(decode(answer)).toBe(PAGE)
    expect(scriptSources(answer)).toBe(`script-src 'self' ${sha256(FLIGHT)}`)
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
  })

  it('go out gzipped to browsers without brotli, and plain to clients that ask for neither', async () => {
    const gzip = await get('/cached', 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decode(gzip)).toBe(PAGE)
    const plain = await get('/cached')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
    expect(scriptSources(plain)).toBe(`script-src 'self' ${sha256(FLIGHT)}`)
  })

  it('never list a script injected into the page, and warn that it was left out', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const answer = await get('/injected', 'br')
      expect(decode(answer)).toBe(PAGE_WITH_INJECTION)
      expect(scriptSources(answer)).toBe(`script-src 'self' ${sha256(FLIGHT)}`)
      expect(scriptSources(answer)).not.toContain(sha256(INJECTED))
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(INJECTED))
    } finally {
      warn.mockRestore()
    }
  })

  it('answer HEAD with the headers only', async () => {
    const answer = await get('/cached', 'br', 'HEAD')
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBe(0)
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('are kept within the store size, the least recently used dropped first', () => {
    const store = new PageStore(3 * 2 * 1000)
    const bodies = ['a', 'b', 'c', 'd'].map((letter) => Buffer.alloc(1000, letter))
    const [a, b, c, d] = bodies
    store.page(a)
    store.page(b)
    store.page(c)
    store.page(a)
    store.page(d)
    expect(store.size).toBe(3)
    const kept = store.page(Buffer.alloc(1000, 'a'))
    expect(kept.requests).toBe(3)
    // b, the least recently used, was dropped: it is made again.
    expect(store.page(Buffer.alloc(1000, 'b')).requests).toBe(1)
  })
})

describe('other answers', () => {
  it("keep their own policy (the portal's nonce) and are compressed as they stream", async () => {
    const answer = await get('/portal', 'gzip, deflate, br, zstd')
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy({ nonce: 'abc' }))
    expect(answer.headers['content-encoding']).toBe('br')
    expect(decode(answer)).toBe(PAGE)
  })

  it('JSON is compressed (brotli, else gzip), its policy left as it was', async () => {
    const brotli = await get('/json', 'gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-length']).toBeUndefined()
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(JSON.parse(decode(brotli))).toEqual(JSON.parse(JSON_BODY))
    expect(brotli.headers['content-security-policy']).toBe(PUBLIC_POLICY)
    const gzip = await get('/json', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decode(gzip)).toBe(JSON_BODY)
  })

  it('JSON every guest shares (s-maxage) is compressed once per body and sent whole, with no policy added', async () => {
    const before = pages.size
    const first = await get('/shared-json', 'gzip, deflate, br, zstd')
    expect(pages.size).toBe(before + 1)
    const second = await get('/shared-json', 'gzip, deflate, br, zstd')
    // Found again by its bytes: no new entry, and the fast copy is what went out the first time.
    expect(pages.size).toBe(before + 1)
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('br')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.headers['content-security-policy']).toBeUndefined()
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(decode(answer)).toBe(SHARED_JSON)
    }
    expect(second.body.equals(first.body)).toBe(true)
    const gzip = await get('/shared-json', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decode(gzip)).toBe(SHARED_JSON)
    const plain = await get('/shared-json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SHARED_JSON)
  })

  it('small answers, images and HEAD requests are sent as they are', async () => {
    const small = await get('/small', 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('{"ok":true}')
    const image = await get('/image', 'br')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.equals(Buffer.alloc(4096, 7))).toBe(true)
    const head = await get('/json', 'br', 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.body.length).toBe(0)
  })

  it('a streamed answer passes each flushed part on at once, keeping its Vary', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      http
        .get(
          `${base}/navigation`,
          { headers: { 'accept-encoding': 'br' }, agent: false },
          (res) => {
            expect(res.headers['content-encoding']).toBe('br')
            expect(res.headers.vary).toBe('RSC, Next-Router-State-Tree, Accept-Encoding')
            const decoder = zlib.createBrotliDecompress()
            let text = ''
            decoder.on('data', (chunk: Buffer) => {
              text += chunk.toString()
              // The server holds the rest back until this first part has arrived.
              if (text === '0:{"part":"one"}\n') releaseSecondPart()
            })
            decoder.on('end', () => resolve(text))
            decoder.on('error', reject)
            res.pipe(decoder)
          },
        )
        .on('error', reject)
    })
    expect(received).toBe('0:{"part":"one"}\n1:{"part":"two"}\n')
  })
})
