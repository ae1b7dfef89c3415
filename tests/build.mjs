// The one production build the integration and end-to-end tests start their servers from
// (`npm test` runs this, then hands the folder to them as TEST_BUILD_DIR; each copies it). The build
// renders its pages from a throwaway database seeded with the demo content. Its output goes to a
// log file, printed only when the build fails.
import fs from 'node:fs'
import path from 'node:path'

import { build, productionEnv, ROOT, seedFresh } from '../scripts/lib/productionServer.mjs'

export const TEST_BUILD_DIR = '.next-test'

const dir = path.join(ROOT, 'tests/.tmp/build')
const log = path.join(ROOT, 'tests/.tmp/logs/build.log')
fs.mkdirSync(path.dirname(log), { recursive: true })

const env = {
  ...productionEnv({ dir, port: 3000, distDir: TEST_BUILD_DIR }),
  ADMIN_EMAIL: 'owner@build.test',
  ADMIN_PASSWORD: 'build-only-password-0123',
}
// This build is the one to make, never a copy of itself.
delete process.env.TEST_BUILD_DIR
const started = Date.now()
const out = fs.openSync(log, 'w')
try {
  await seedFresh(dir, env, { stdio: ['ignore', out, out] })
  build(env, { stdio: ['ignore', out, out] })
} catch (error) {
  fs.closeSync(out)
  process.stderr.write(fs.readFileSync(log, 'utf8'))
  console.error(`The test build failed: ${error.message}`)
  process.exit(1)
}
fs.closeSync(out)
fs.rmSync(dir, { recursive: true, force: true })
console.log(
  `Test build in ${TEST_BUILD_DIR}: ${Math.round((Date.now() - started) / 1000)} s (log: ${path.relative(ROOT, log)})`,
)
