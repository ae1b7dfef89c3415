// How the production server sends what Next.js answers (Next's own compression is off in
// next.config.mjs):
// - A public page (HTML under the public policy) is held until it is complete. Its inline scripts
//   are hashed into the policy (server/script-hashes.mjs), and it goes out compressed in one piece.
//   A cached page is the same bytes on every request, so the hashes and the compressed copies are
//   kept per page body: a repeated page costs a comparison instead of a compression.
//   Its first copy is brotli at a fast quality; once the same body is asked for again, it is
//   compressed once more at brotli's best quality, fewer bytes for every later guest.
// - An answer the same for every guest (JSON the server lets shared caches keep, `s-maxage`, such
//   as the guests' room list) is held and kept the same way, without a policy: the busiest
//   endpoint of the site then costs a comparison where it cost a compression on every request.
// - Every other compressible answer (API JSON, page data for client navigation, the staff portal)
//   is compressed as it streams: brotli at a fast quality (a third fewer bytes than gzip for about
//   the same CPU), gzip for browsers without brotli.
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { acceptsEncoding } from './precompressed-static.mjs'
import { inlineScriptHashes } from './script-hashes.mjs'
import { contentSecurityPolicy } from './security-headers.mjs'

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The policy next.config.mjs gives the public pages: only this origin's scripts, no inline ones. */
const PUBLIC_POLICY = contentSecurityPolicy()

const COMPRESSIBLE =
  /^\s*(?:text\/|image\/svg\+xml|application\/(?:json|javascript|x-javascript|ecmascript|xml|[\w.-]+\+(?:json|xml))\b)/i
/** Below this, compression saves less than its framing costs. */
const MIN_COMPRESSED_BYTES = 1024
/** 190 KB of HTML: 3 ms and 20.5 KB, where gzip takes 4 ms for 31 KB (on the build machine). */
const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
/** The same page: 190 ms, once per page body, for 17.8 KB. */
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }
const GZIP = { level: 6 }

/** What the page store may hold: every public page, several times over. */
export const PAGE_STORE_BYTES = 16 * 1024 * 1024

/**
 * The encoding to send: brotli where accepted, else gzip, else none.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(acceptEncoding) {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br'
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip'
  return null
}

/**
 * @typedef {{
 *   content: string | Buffer,
 *   body: Buffer,
 *   cost: number,
 *   policy: string,
 *   requests: number,
 *   br?: Promise<Buffer>,
 *   gzip?: Promise<Buffer>,
 *   bestBrotli?: Promise<Buffer | null>,
 * }} PageEntry
 */

/** @param {string | Buffer} content */
const contentKey = (content) => `${typeof content === 'string' ? 's' : 'b'}${content.length}`

/**
 * Page bodies seen lately with their policy and compressed copies, the least recently used
 * dropped first. Found by comparing content, so a changed page is a new entry and a page under
 * many addresses (query strings) is one. Next.js hands a cached page over as one string, the same
 * one each time: comparing it costs less than encoding it.
 */
export class PageStore {
  /** @param {number} [maxBytes] */
  constructor(maxBytes = PAGE_STORE_BYTES) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, PageEntry[]>} by kind (string or bytes) and length */
    this.byContent = new Map()
    /** @type {Set<PageEntry>} least recently used first */
    this.order = new Set()
  }

  /**
   * The entry for this page: found, or made (its scripts hashed) and kept.
   * @param {string | Buffer} content the page as Next.js wrote it: one string, or its bytes
   * @param {{ html?: boolean }} [options] false for a shared JSON answer: no scripts to hash
   * @returns {PageEntry}
   */
  page(content, { html = true } = {}) {
    const key = contentKey(content)
    const candidates = this.byContent.get(key) ?? []
    const found = candidates.find((entry) =>
      typeof content === 'string' ? entry.content === content : content.equals(entry.content),
    )
    if (found) {
      found.requests += 1
      this.order.delete(found)
      this.order.add(found)
      return found
    }
    const body = typeof content === 'string' ? Buffer.from(content) : content
    // Only a page runs scripts: a JSON answer has no policy to complete.
    const { hashes, refused } = html ? inlineScriptHashes(body) : { hashes: [], refused: [] }
    for (const script of refused) {
      console.warn(
        `An inline script is not in the page's policy, so browsers will not run it: ${script}`,
      )
    }
    /** @type {PageEntry} */
    const entry = {
      content,
      body,
      // The bytes, the string (up to two bytes a character) and the compressed copies (each
      // well under half of the bytes).
      cost: body.length * 2 + (typeof content === 'string' ? content.length * 2 : 0),
      policy: contentSecurityPolicy({ scriptHashes: hashes }),
      requests: 1,
    }
    this.byContent.set(key, [...candidates, entry])
    this.order.add(entry)
    this.bytes += entry.cost
    for (const oldest of this.order) {
      if (this.bytes <= this.maxBytes || oldest === entry) break
      this.forget(oldest)
    }
    return entry
  }

  /** @param {PageEntry} entry */
  forget(entry) {
    const key = contentKey(entry.content)
    this.order.delete(entry)
    const rest = (this.byContent.get(key) ?? []).filter((other) => other !== entry)
    if (rest.length) this.byContent.set(key, rest)
    else this.byContent.delete(key)
    this.bytes -= entry.cost
  }

  /** How many page bodies are kept (for the tests). */
  get size() {
    return this.order.size
  }

  /**
   * The page compressed with `encoding`, made once per body.
   * @param {PageEntry} entry
   * @param {'br' | 'gzip'} encoding
   * @returns {Promise<Buffer>}
   */
  encoded(entry, encoding) {
    if (encoding === 'gzip') {
      entry.gzip ??= gzip(entry.body, GZIP)
      return entry.gzip
    }
    if (!entry.br) {
      entry.br = brotliCompress(entry.body, FAST_BROTLI)
    } else if (entry.requests > 1 && !entry.bestBrotli) {
      // A body asked for twice is a cached page, not one made for a single request: worth the
      // slow compression, once, while the fast copy keeps being sent.
      entry.bestBrotli = brotliCompress(entry.body, BEST_BROTLI).then(
        (best) => {
          entry.br = Promise.resolve(best)
          return best
        },
        () => null,
      )
    }
    return entry.br
  }
}

/** @param {import('node:http').ServerResponse} res */
function addVaryAcceptEncoding(res) {
  const vary = res.getHeader('vary')
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '')
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return
  res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding')
}

/** Headers given to writeHead, set on the response as setHeader would (they win over earlier ones). */
function setHeadersFrom(res, headers) {
  if (!headers) return
  if (Array.isArray(headers)) {
    /** @type {Map<string, { name: string, values: string[] }>} */
    const grouped = new Map()
    const pairs = Array.isArray(headers[0])
      ? headers
      : headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1]]] : []))
    for (const [name, value] of pairs) {
      const key = String(name).toLowerCase()
      const group = grouped.get(key) ?? { name: String(name), values: [] }
      group.values.push(String(value))
      grouped.set(key, group)
    }
    for (const { name, values } of grouped.values()) {
      res.setHeader(name, values.length === 1 ? values[0] : values)
    }
    return
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value)
  }
}

/** write/end arguments: (chunk?, encoding?, callback?) */
function chunkArguments(chunk, encoding, callback) {
  if (typeof chunk === 'function') return { data: null, callback: chunk }
  if (typeof encoding === 'function') {
    callback = encoding
    encoding = undefined
  }
  const data =
    chunk === undefined || chunk === null
      ? null
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding ?? 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return { data, callback }
}

/**
 * Takes over how `res` is sent, before Next.js writes anything to it. What it becomes is decided
 * when the headers are complete (the first writeHead, flushHeaders, write or end): a held public
 * page, a compressed stream, or left as it is.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {PageStore} pages
 */
export function encodeResponse(req, res, pages) {
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const original = {
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    write: res.write,
    end: res.end,
  }
  /** @type {'page' | 'stream' | 'plain' | undefined} */
  let mode
  /** A held answer that is shared JSON, not a page: no policy of its own. */
  let sharedJson = false
  /** @type {Buffer[]} */
  const held = []
  /** @type {zlib.BrotliCompress | zlib.Gzip | undefined} */
  let stream

  const restore = () => Object.assign(res, original)

  function decide() {
    if (mode) return mode
    const type = String(res.getHeader('content-type') ?? '')
    const compressible = COMPRESSIBLE.test(type)
    const alreadyEncoded = res.hasHeader('content-encoding')
    if (compressible) addVaryAcceptEncoding(res)
    if (
      /^\s*text\/html\b/i.test(type) &&
      res.getHeader('content-security-policy') === PUBLIC_POLICY &&
      !alreadyEncoded &&
      res.statusCode !== 206
    ) {
      mode = 'page'
      return mode
    }
    if (
      /^\s*application\/json\b/i.test(type) &&
      /\bs-maxage=/i.test(String(res.getHeader('cache-control') ?? '')) &&
      !res.hasHeader('set-cookie') &&
      !alreadyEncoded &&
      res.statusCode === 200
    ) {
      mode = 'page'
      sharedJson = true
      return mode
    }
    const length = Number(res.getHeader('content-length'))
    const hasBody =
      req.method !== 'HEAD' && res.statusCode >= 200 && ![204, 206, 304].includes(res.statusCode)
    if (
      compressible &&
      encoding &&
      hasBody &&
      !alreadyEncoded &&
      !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? '')) &&
      !(length < MIN_COMPRESSED_BYTES)
    ) {
      mode = 'stream'
      res.setHeader('Content-Encoding', encoding)
      res.removeHeader('Content-Length')
      stream = encoding === 'br' ? zlib.createBrotliCompress(FAST_BROTLI) : zlib.createGzip(GZIP)
      stream.on('data', (chunk) => original.write.call(res, chunk))
      stream.on('end', () => original.end.call(res))
      stream.on('error', (error) => res.destroy(error))
      // A guest who leaves mid-answer must not leave the compressor open.
      res.once('close', () => {
        if (!res.writableFinished) stream?.destroy()
      })
      return mode
    }
    mode = 'plain'
    restore()
    return mode
  }

  /** @param {string | null} text the whole page as one string, when Next.js wrote it so */
  async function sendPage(text, callback) {
    restore()
    const content = text ?? Buffer.concat(held)
    held.length = 0
    if (content.length === 0) {
      // HEAD, or an empty answer: nothing to hash or compress.
      original.end.call(res, callback)
      return
    }
    const entry = pages.page(content, { html: !sharedJson })
    if (!sharedJson) res.setHeader('Content-Security-Policy', entry.policy)
    let sent = entry.body
    if (encoding) {
      sent = await pages.encoded(entry, encoding)
      res.setHeader('Content-Encoding', encoding)
    }
    if (res.destroyed) return
    res.setHeader('Content-Length', sent.length)
    original.end.call(res, sent, callback)
  }

  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (typeof reason !== 'string') {
      headers = reason
      reason = undefined
    }
    res.statusCode = statusCode
    if (reason) res.statusMessage = reason
    setHeadersFrom(res, headers)
    if (decide() !== 'page') original.writeHead.call(res, statusCode, reason)
    return res
  }

  res.flushHeaders = function flushHeaders() {
    if (decide() !== 'page') original.flushHeaders.call(res)
  }

  res.write = function write(chunk, chunkEncoding, callback) {
    const current = decide()
    if (current === 'plain') return original.write.call(res, chunk, chunkEncoding, callback)
    const { data, callback: done } = chunkArguments(chunk, chunkEncoding, callback)
    if (current === 'page') {
      if (data) held.push(data)
      if (done) process.nextTick(done)
      return true
    }
    if (data) stream?.write(data, done)
    else if (done) process.nextTick(done)
    // Backpressure is the socket's: Next.js waits for the response's 'drain' when it is full.
    return !res.writableNeedDrain
  }

  /** @type {(this: unknown, chunk?: unknown, chunkEncoding?: unknown, callback?: unknown) => typeof res} */
  const end = function end(chunk, chunkEncoding, callback) {
    const current = decide()
    if (current === 'plain') return original.end.call(res, chunk, chunkEncoding, callback)
    const utf8 =
      chunkEncoding === undefined ||
      typeof chunkEncoding === 'function' ||
      /^utf-?8$/i.test(String(chunkEncoding))
    if (current === 'page' && held.length === 0 && typeof chunk === 'string' && utf8) {
      // A cached page: one string, kept as it is (see PageStore).
      const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback
      sendPage(chunk, done).catch((error) => res.destroy(error))
      return res
    }
    const { data, callback: done } = chunkArguments(chunk, chunkEncoding, callback)
    if (current === 'page') {
      if (data) held.push(data)
      sendPage(null, done).catch((error) => res.destroy(error))
      return res
    }
    if (done) res.once('finish', done)
    if (data) stream?.end(data)
    else stream?.end()
    return res
  }
  res.end = /** @type {typeof res.end} */ (end)

  // Next.js calls this after each chunk it streams, so that a compressed stream passes each part
  // on at once instead of waiting for more.
  Object.defineProperty(res, 'flush', {
    configurable: true,
    value: () => {
      if (mode === 'stream') stream?.flush()
    },
  })
}
