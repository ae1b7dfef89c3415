// The production server (`npm start`, the Docker image, tests and benchmarks): Next.js, plus the
// build's scripts and stylesheets sent brotli-compressed. Next.js compresses with gzip only and on
// every request; the build writes a `.br` twin of each file under `_next/static` once, at the
// highest quality (server/precompressed-static.mjs), which makes the framework scripts every guest downloads
// 14% smaller than gzip (148 KB -> 127 KB on /rooms) at no cost per request. Everything else,
// and any browser that does not accept brotli, goes to Next.js unchanged.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { refuseOversizedBody } from './body-limit.mjs'
import { stampSocketAddress } from './client-address.mjs'
import { precompressedStaticFile } from './precompressed-static.mjs'
import { staticFileHeaders } from './security-headers.mjs'

// The project (or standalone output) root: this file lives in its server/ folder.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(dir)
process.env.NODE_ENV = 'production'

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000
// All interfaces when HOSTNAME is unset, as `next start`; the Docker image sets 0.0.0.0.
const hostname = process.env.HOSTNAME || undefined

// Next's standalone output (the Docker image, NEXT_OUTPUT=standalone) is run without next.config:
// the configuration resolved at build time is in the build, and Next reads it from this variable,
// as the server.js it generates does.
const distName = process.env.NEXT_DIST_DIR || '.next'
let conf
if (process.env.NEXT_OUTPUT === 'standalone') {
  const serverFiles = path.join(dir, distName, 'required-server-files.json')
  conf = JSON.parse(fs.readFileSync(serverFiles, 'utf8')).config
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf)
}

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

const server = http.createServer((req, res) => {
  // Who connected, as only this server can tell (rate limits key on it: server/client-address.mjs).
  stampSocketAddress(req)
  // Oversized bodies are refused as they stream in, before Next.js or Payload parse them.
  if (refuseOversizedBody(req, res)) return
  const file = precompressedStaticFile(req, distDir)
  if (!file) {
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
