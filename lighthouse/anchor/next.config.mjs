// The anchor the Lighthouse run measures every page against: the smallest App Router page the
// same Next.js can build, with one client component, so a ratio to it leaves out the machine.
// It is built and sent as the house's own pages are (the same steps after compile, the same
// response headers, and served by server/page-server.mjs through ./server.mjs), so the ratio
// leaves out how a page is sent as well and counts only what the page itself costs. The headers
// matter most: with the house's Cross-Origin-Opener-Policy, Chromium opens the page in a new
// renderer process, whose start-up Lighthouse counts as the page's main-thread work; the same
// bare page read about 1.75 times its main-thread work with that one header added.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { addCompileHints } from '../../server/after-compile.mjs'
import { precompressStatic } from '../../server/precompressed-static.mjs'
import { securityHeaders, staticFileHeaders } from '../../server/security-headers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  // The server compresses, as it does the house's pages (server/response-encoding.mjs).
  compress: false,
  generateEtags: false,
  compiler: {
    // The house's steps after compile (next.config.mjs), but for the stylesheet links: this page
    // has no stylesheet.
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      const output = path.resolve(projectDir, distDir)
      addCompileHints(output)
      await precompressStatic(output)
    },
  },
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    return [
      { source: '/((?!_next/static/).*)', headers: securityHeaders({ production }) },
      { source: '/_next/static/:path*', headers: staticFileHeaders({ production }) },
    ]
  },
}

export default nextConfig
