// Bundles the staff portal's service worker (src/serviceWorker/portal.ts, with Serwist) into
// public/admin-sw.js. Run by every production build (next.config.mjs, after compiling), so the
// Docker image, the test build and `npm run build` all serve it; the file is never committed.
import path from 'node:path'

export const PORTAL_WORKER_FILE = 'public/admin-sw.js'

/** @param {string} projectDir */
export async function buildPortalWorker(projectDir) {
  // Loaded here, not at the top: the image's server loads next.config.mjs, and esbuild is a
  // build tool the image does not carry.
  const { build } = await import('esbuild')
  await build({
    entryPoints: [path.join(projectDir, 'src/serviceWorker/portal.ts')],
    outfile: path.join(projectDir, PORTAL_WORKER_FILE),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // Serwist's development logging is dropped from the bundle.
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(projectDir, 'tsconfig.json'),
    logLevel: 'warning',
  })
}
