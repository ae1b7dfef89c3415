// Brotli twins of the build's scripts and stylesheets: written once after each production compile
// (next.config.mjs, after after-compile.mjs's steps) and sent by server/start.mjs to browsers that accept
// brotli.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotliCompress = promisify(zlib.brotliCompress)

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}
const STATIC_PREFIX = '/_next/static/'

/**
 * Writes `<file>.br` next to every script and stylesheet under `<distDir>/static`, at brotli's
 * highest quality, once per build. Returns how many it wrote.
 */
export async function precompressStatic(distDir) {
  const root = path.join(distDir, 'static')
  const files = fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => Object.hasOwn(CONTENT_TYPES, path.extname(file)))
  await Promise.all(
    files.map(async (file) => {
      const source = fs.readFileSync(path.join(root, file))
      const compressed = await brotliCompress(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      })
      fs.writeFileSync(path.join(root, `${file}.br`), compressed)
    }),
  )
  return files.length
}

/**
 * Whether an Accept-Encoding header allows `encoding` (`br`, not `br;q=0`).
 * @param {string | string[] | undefined} acceptEncoding
 * @param {string} encoding
 */
export function acceptsEncoding(acceptEncoding, encoding) {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding
  if (typeof header !== 'string') return false
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';')
    if (name.trim() !== encoding) return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/** Whether an Accept-Encoding header allows brotli. */
export function acceptsBrotli(acceptEncoding) {
  return acceptsEncoding(acceptEncoding, 'br')
}

// Files that exist: the build output does not change while the server runs. Misses are not kept,
// so requests for made-up paths cannot grow the map.
const found = new Map()

/**
 * The brotli twin to send for a request, or null when Next.js should answer it (not a GET or
 * HEAD of a script or stylesheet under /_next/static/, brotli not accepted, a range request, a
 * path outside the folder, or no twin).
 */
export function precompressedStaticFile(req, distDir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (!req.url?.startsWith(STATIC_PREFIX) || req.headers.range) return null
  if (!acceptsBrotli(req.headers['accept-encoding'])) return null
  const pathname = req.url.split('?')[0]
  const contentType = CONTENT_TYPES[path.extname(pathname)]
  if (!contentType) return null

  let relative
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length))
  } catch {
    return null
  }
  const root = path.join(distDir, 'static')
  const filePath = path.join(root, relative)
  if (relative.includes('\0') || !filePath.startsWith(root + path.sep)) return null

  const cached = found.get(filePath)
  if (cached) return cached
  const twin = `${filePath}.br`
  let size
  try {
    size = fs.statSync(twin).size
  } catch {
    return null
  }
  const file = { path: twin, size, contentType }
  found.set(filePath, file)
  return file
}
