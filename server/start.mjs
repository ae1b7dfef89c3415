// The production server (`npm start`, the Docker image, tests and benchmarks): Next.js, with what
// it sends finished here.
// - The build's scripts and stylesheets go out brotli-compressed: the build writes a `.br` twin of
//   each file under `_next/static` once, at the highest quality (server/precompressed-static.mjs),
//   which makes the framework scripts every guest downloads 14% smaller than gzip (148 KB -> 127
//   KB on /rooms) at no cost per request.
// - Public pages get the hashes of their inline scripts in their Content-Security-Policy, and
//   everything compressible is compressed here, brotli first (server/response-encoding.mjs):
//   Next.js's own compression is off, since a page must be complete and uncompressed to be hashed.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { refuseOversizedBody } from './body-limit.mjs'
import { stampSocketAddress } from './client-address.mjs'
import { listenOptions } from './listen-options.mjs'
import { precompressedStaticFile } from './precompressed-static.mjs'
import { encodeResponse, PageStore } from './response-encoding.mjs'
import { staticFileHeaders } from './security-headers.mjs'

// The project (or standalone output) root: this file lives in its server/ folder.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(dir)
process.env.NODE_ENV = 'production'

const { port, hostname } = listenOptions(process.argv.slice(2), process.env)

const distName = process.env.NEXT_DIST_DIR || '.next'
const conf = process.env.NEXT_OUTPUT === 'standalone' ? standaloneConfig(dir, distName) : undefined

/**
 * The one place that relies on a private part of Next.js. The standalone output (the Docker image,
 * NEXT_OUTPUT=standalone) has no next.config: the configuration resolved at build time is the
 * `config` of `<distDir>/required-server-files.json`, and Next.js reads it from the
 * `__NEXT_PRIVATE_STANDALONE_CONFIG` variable, exactly as the server.js it generates does. If a
 * Next.js upgrade changes either, this stops the start with a readable message instead of a
 * server running on default settings.
 */
function standaloneConfig(root, distDirName) {
  const file = path.join(root, distDirName, 'required-server-files.json')
  let parsed
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(
      `Cannot start the standalone server: ${file} is missing or unreadable (${error.message}). ` +
        'Build with NEXT_OUTPUT=standalone and copy .next/standalone as the Dockerfile does.',
    )
  }
  if (!parsed || typeof parsed.config !== 'object' || parsed.config === null) {
    throw new Error(
      `Cannot start the standalone server: ${file} has no "config" (did the Next.js version ` +
        'change how standalone servers read their build settings?).',
    )
  }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(parsed.config)
  return parsed.config
}

// Optimized images are kept per address. After a restore the same address may hold another
// picture, so a server forgets the ones made before it started (they are made again on demand).
fs.rmSync(path.join(dir, distName, 'cache', 'images'), { recursive: true, force: true })

const { default: next } = await import('next')
const app = next({ dev: false, dir, hostname, port, ...(conf ? { conf } : {}) })
const handle = app.getRequestHandler()
await app.prepare()

const distDir = path.join(dir, distName)
// The same for every twin; only the type and length differ.
const twinHeaders = {
  'Content-Encoding': 'br',
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
  ...Object.fromEntries(
    staticFileHeaders({ production: true }).map(({ key, value }) => [key, value]),
  ),
}

// Public pages' policies and compressed copies, kept per page body.
const pages = new PageStore()

const server = http.createServer((req, res) => {
  // Who connected, as only this server can tell (rate limits key on it: server/client-address.mjs).
  stampSocketAddress(req)
  // Oversized bodies are refused as they stream in, before Next.js or Payload parse them.
  if (refuseOversizedBody(req, res)) return
  const file = precompressedStaticFile(req, distDir)
  if (!file) {
    encodeResponse(req, res, pages)
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
    return
  }
  res.writeHead(200, {
    ...twinHeaders,
    'Content-Type': file.contentType,
    'Content-Length': file.size,
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  fs.createReadStream(file.path)
    .on('error', () => res.destroy())
    .pipe(res)
})
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10)
if (keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open; a stopped server should stop.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
