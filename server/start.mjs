// The production server (`npm start`, the Docker image, tests and benchmarks): Next.js, with what
// it sends finished by server/page-server.mjs (brotli twins of the build's files, the public
// pages' script hashes and compression). This file adds what only the house's own server does:
// where it listens, the standalone output's settings, forgetting old optimized images, rendering
// each kind of public page once as it starts (server/warm-up.mjs), stopping.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { listenOptions } from './listen-options.mjs'
import { createPageServer } from './page-server.mjs'
import { warmPages } from './warm-up.mjs'

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

const server = await createPageServer({ dir, distName, hostname, port, conf })
// A connection kept open must outlive the client's own idle wait: Node closes an idle one after
// 5 s by default, while Caddy keeps idle connections to the app for 2 minutes and browsers and
// test clients for longer than 5 s, so a request sent on a connection the server was closing at
// that moment failed with a reset (a 502 behind Caddy). The server waits longer than they do.
const KEEP_ALIVE_DEFAULT_MS = 125_000
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10)
server.keepAliveTimeout = keepAliveTimeout > 0 ? keepAliveTimeout : KEEP_ALIVE_DEFAULT_MS

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open; a stopped server should stop.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}

// The warm-up renders through the same request handler on a private port of its own, and opens
// the real one once the first page is done (server/warm-up.mjs).
await warmPages(server.listeners('request')[0], {
  open: () =>
    new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, hostname, () => {
        server.off('error', reject)
        console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)
        resolve()
      })
    }),
})
