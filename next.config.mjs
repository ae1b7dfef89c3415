import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build or dev server (tests, benchmarks) can keep its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The Docker image runs Next's standalone server; `next start` (tests, benchmarks) needs the
  // regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Types are checked once by `npm run typecheck` (in .ci/run) over the whole project, tests
  // included; repeating it inside every build only slows the builds that tests and benchmarks make.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Media is served by Payload from this same origin (/api/media/file/...).
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 96, 128, 256, 384],
  },
  serverExternalPackages: ['sharp', 'libsql', '@libsql/client'],
  async rewrites() {
    return {
      // Guests all get the same room list: cookie-less GETs are served from the route cache
      // (src/app/(frontend)/api/public-rooms). Anyone with a session cookie reaches the Payload
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
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }),
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
