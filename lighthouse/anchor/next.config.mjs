// The anchor the Lighthouse run measures every page against: the smallest App Router page the
// same Next.js can build, with one client component, so a ratio to it leaves out the machine.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
}

export default nextConfig
