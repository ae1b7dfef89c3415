// How the production server answers: Next.js, with what it sends finished here. server/start.mjs
// serves the house with it, and the Lighthouse run serves its bare anchor page with it too
// (lighthouse/anchor/server.mjs), so the two are sent the same way and a ratio between them
// counts only what a page itself costs.
// - The build's scripts and stylesheets go out brotli-compressed: the build writes a `.br` twin of
//   each file under `_next/static` once, at the highest quality (server/precompressed-static.mjs),
//   which makes the framework scripts every guest downloads smaller than gzip would, at no cost
//   per request.
// - Public pages get the hashes of their inline scripts in their Content-Security-Policy, and
//   everything compressible is compressed here, brotli first (server/response-encoding.mjs):
//   Next.js's own compression is off, since a page must be complete and uncompressed to be hashed.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { refuseOversizedBody } from './body-limit.mjs'
import { stampSocketAddress } from './client-address.mjs'
import { withPageStatus } from './page-status.mjs'
import { precompressedStaticFile } from './precompressed-static.mjs'
import { encodeResponse, PageStore } from './response-encoding.mjs'
import { staticFileHeaders } from './security-headers.mjs'

// The same for every twin; only the type and length differ.
const twinHeaders = {
  'Content-Encoding': 'br',
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
  ...Object.fromEntries(
    staticFileHeaders({ production: true }).map(({ key, value }) => [key, value]),
  ),
}

/**
 * A production Next.js app at `dir`, prepared, behind the server's own handling; the returned
 * server is not listening yet.
 * @param {{ dir: string, distName: string, hostname?: string, port: number, conf?: object }} options
 * @returns {Promise<http.Server>}
 */
export async function createPageServer({ dir, distName, hostname, port, conf }) {
  const { default: next } = await import('next')
  const app = next({ dev: false, dir, hostname, port, ...(conf ? { conf } : {}) })
  const handle = app.getRequestHandler()
  await app.prepare()

  const distDir = path.join(dir, distName)
  // Public pages' policies and compressed copies, kept per page body.
  const pages = new PageStore()

  return http.createServer((req, res) => {
    // Who connected, as only this server can tell (rate limits key on it: server/client-address.mjs).
    stampSocketAddress(req)
    // Oversized bodies are refused as they stream in, before Next.js or Payload parse them.
    if (refuseOversizedBody(req, res)) return
    const file = precompressedStaticFile(req, distDir)
    if (!file) {
      // A page may ask for its own status (server/page-status.mjs): wrapped first, so the head
      // carries it however it is sent.
      withPageStatus(res, () => {
        encodeResponse(req, res, pages)
        return handle(req, res)
      }).catch((error) => {
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
}
