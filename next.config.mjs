import { withPayload } from '@payloadcms/next/withPayload'

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { addCompileHints, keepStylesheetLinks } from './server/after-compile.mjs'
import { buildPortalWorker } from './server/portal-worker.mjs'
import { precompressStatic } from './server/precompressed-static.mjs'
import { securityHeaders, staticFileHeaders } from './server/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build or dev server (tests, benchmarks) can keep its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The Docker image runs Next's standalone server; `next start` (tests, benchmarks) needs the
  // regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // server/start.mjs compresses instead: it must see a public page whole and uncompressed to list
  // its inline scripts' hashes in the page's policy (server/response-encoding.mjs).
  compress: false,
  // Pages, the data cache and tag expiry: Next.js's file cache, or Redis when REDIS_URL is set at
  // start (server/cache-handler.mjs decides, so one build serves either way).
  cacheHandler: fileURLToPath(new URL('./server/cache-handler.mjs', import.meta.url)),
  generateEtags: false,
  // Metadata is never streamed, for any browser. Next.js streams a dynamic page's metadata (the
  // stay page and its documents) to every browser it does not take for a crawler, and a part that
  // arrives after the page brings React's inline swap scripts, which the hash-only policy of
  // server/start.mjs refuses: on a slow first render after a start the stay page's metadata came
  // late and the guest's browser logged the refusals and React error 419. Streaming gains nothing
  // here, since server/start.mjs sends a page only once it is whole, to hash its scripts.
  htmlLimitedBots: /.*/,
  // Since 16.5, `next dev` writes an AGENTS.md into the checkout unless told not to: a file no one
  // here maintains, left untracked in every developer's tree.
  agentRules: false,
  experimental: {
    agentUpgrade: false,
    // Each page links the site's stylesheet instead of carrying it inside its HTML. Inlined, the
    // 42 KB of CSS rode twice in every page (a style element, and again as a string in the RSC
    // payload that hydration reads), so a phone parsed it twice on every page; linked, the HTML
    // of / falls from 195 KB to 110 KB, the stylesheet (7 KB compressed) is cached between pages,
    // and in one Lighthouse run the pages' main-thread work fell by a tenth against the bare page
    // (2.0x to 1.8x, the mean of 15 runs each) with LCP unchanged within noise.
    inlineCss: false,
  },
  compiler: {
    // See server/after-compile.mjs.
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      const output = path.resolve(projectDir, distDir)
      // COMPILE_HINTS=off builds without them, only to measure what they buy (docs/performance.md).
      if (process.env.COMPILE_HINTS !== 'off') addCompileHints(output)
      // Nothing to do while inlineCss is off; keeps /cms's 290 KB stylesheet linked if it is on.
      keepStylesheetLinks(output, '(payload)')
      // The staff portal's service worker, into public/: built with the app it keeps offline.
      await buildPortalWorker(projectDir)
      // Last, so the brotli twins carry the compile hints (server/start.mjs sends them).
      await precompressStatic(output)
    },
  },
  // Types are checked once by `npm run typecheck` (in .ci/run) over the whole project, tests
  // included; repeating it inside every build only slows the builds that tests and benchmarks make.
  typescript: { ignoreBuildErrors: true },
  // No page asks for /_next/image: pictures are plain <img> elements of the copies made at upload
  // (src/components/site/SiteImg.tsx). Off, the optimizer endpoint answers 404 and never fetches
  // or decodes anything for anyone.
  images: { unoptimized: true },
  serverExternalPackages: ['sharp', 'libsql', '@libsql/client'],
  // The Pages Router API route (the guests' room list) is bundled like the App Router, Payload and
  // Lexical included. Left to Next's default it would load them from node_modules on its first
  // request, through Node's own import(): Lexical's Node entry picks its build with a top-level
  // `await import()`, which Node 20 now and then never finishes, and that request (the list
  // included) then never gets an answer.
  bundlePagesRouterDependencies: true,
  async rewrites() {
    return {
      // Guests all get the same room list: cookie-less GETs are served from the data cache
      // (src/pages/api/public-rooms.ts). Anyone with a session cookie reaches the Payload
      // endpoint, which decides what they may see. Done here rather than in the proxy, which
      // would halve the throughput of this path.
      beforeFiles: [
        {
          source: '/api/room/get-all-rooms',
          missing: [{ type: 'cookie', key: 'payload-token' }],
          destination: '/api/public-rooms',
        },
      ],
    }
  },
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    return [
      // The staff portal's and /cms's policies carry a nonce per response, set by src/proxy.ts.
      // Everyone else's is completed by server/start.mjs with the hashes of the page's inline
      // scripts.
      {
        source: '/((?!_next/static/|admin/|admin$|cms/|cms$).*)',
        headers: securityHeaders({ production }),
      },
      { source: '/:area(admin|cms)', headers: securityHeaders({ production, csp: false }) },
      { source: '/:area(admin|cms)/:path*', headers: securityHeaders({ production, csp: false }) },
      { source: '/_next/static/:path*', headers: staticFileHeaders({ production }) },
      // The portal's service worker: the browser checks it for a new build on every portal load.
      { source: '/admin-sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      // A guest's private stay page: kept by no cache, found by no search engine, and its address
      // (the token) sent to no site its links lead to.
      {
        source: '/stay/:token*',
        headers: [
          { key: 'Cache-Control', value: 'no-store' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
      // Browsers ask for these on every visit: a month in their cache, refreshed quietly after.
      {
        source:
          '/:icon(favicon\\.ico|icon\\.svg|apple-touch-icon\\.png|icon-192\\.png|icon-512\\.png)',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=2592000, stale-while-revalidate=86400' },
        ],
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload asks every response for the colour-scheme client hint (for its admin theme) with
 * `Critical-CH`, which makes Chrome throw away a guest's first request for a page and send it
 * again: one more round trip on a slow phone before anything shows. Only /cms needs the hint.
 */
const headersWithPayloadHints = config.headers
config.headers = async () =>
  (await headersWithPayloadHints()).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/cms/:path*' }
      : rule,
  )

export default config
