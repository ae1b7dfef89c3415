// Seeds a fresh database, builds and starts the production server: shared by the end-to-end
// tests, the benchmarks and the Lighthouse run so all three measure the same thing.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { forgetDataCache } from '../../server/forget-data-cache.mjs'

import { payloadRun } from './payloadRun.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Settings for a throwaway production run under `dir`, on `port`. */
export function productionEnv({ dir, port, distDir, extra = {} }) {
  return {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'throwaway-secret-for-local-runs-0123456789',
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  }
}

function run(command, args, env, label, stdio = 'inherit') {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin', command), args, {
    cwd: ROOT,
    env,
    stdio,
  })
  if (result.status !== 0) throw new Error(`${label} failed with exit code ${result.status}`)
}

/**
 * A fresh folder, database and media; then the seed with the demo content, asked for by name
 * (production never loads it by itself), so the build renders real content. The seed runs with
 * `--conditions=production`, as `npm run seed` does: without it Node 20 now and then ends
 * `payload run` with exit code 0 before the script has run (see ARCHITECTURE.md), which left the
 * servers with no rooms at all. An exit code of 0 is not taken on trust: on SQLite the database
 * is opened and must hold the demo rooms, or this fails saying what is missing.
 */
export async function seedFresh(dir, env, { stdio = 'inherit' } = {}) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  const seed = payloadRun(
    'scripts/seed.ts',
    [],
    { ...env, NODE_ENV: 'development', SEED_DEMO: 'true' },
    { stdio, timeout: 600_000 },
  )
  if (seed.status !== 0) throw new Error(`seed failed with exit code ${seed.status}`)
  const database = env.DATABASE_URL?.startsWith('file:') ? env.DATABASE_URL.slice(5) : null
  if (database) await expectSeededRooms(path.resolve(ROOT, database))
}

/**
 * Fails unless the SQLite file at `file` exists and holds at least one room. Read only: the
 * connection refuses writes (`query_only`), so a check can never change what the tests get.
 */
export async function expectSeededRooms(file) {
  const failure = (what) =>
    new Error(`seed exited 0 but wrote no demo content: ${file} ${what} (see scripts/seed.ts)`)
  if (!fs.existsSync(file)) throw failure('was not created')
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  let rooms
  try {
    await client.execute('PRAGMA query_only = ON')
    const result = await client.execute('SELECT count(*) AS rooms FROM rooms')
    rooms = Number(result.rows[0]?.rooms ?? 0)
  } catch (error) {
    throw failure(`cannot be read as the site's database (${error.message})`)
  } finally {
    client.close()
  }
  if (rooms === 0) throw failure('has no rooms')
  return rooms
}

/**
 * Builds the production app into `env.NEXT_DIST_DIR`. Where `TEST_BUILD_DIR` names a finished build
 * of this same checkout (`npm test` makes one before the integration and end-to-end tests), that
 * build is copied instead: one compile serves every test server, and each still gets a folder of
 * its own. A build renders the pages of whatever database it ran against, and a server counts
 * everything cached before its start as expired (src/instrumentation.ts), so a copy serves its own
 * database from the first request, as the production image does (tests/int/image.test.ts).
 */
export function build(env, { skipIfBuilt = false, stdio = 'inherit' } = {}) {
  const distDir = path.join(ROOT, env.NEXT_DIST_DIR)
  if (skipIfBuilt && fs.existsSync(path.join(distDir, 'BUILD_ID'))) return
  const shared = process.env.TEST_BUILD_DIR ? path.resolve(ROOT, process.env.TEST_BUILD_DIR) : null
  if (shared && shared !== distDir) {
    if (!fs.existsSync(path.join(shared, 'BUILD_ID'))) {
      throw new Error(`TEST_BUILD_DIR=${shared} holds no finished build (run tests/build.mjs)`)
    }
    copyBuild(shared, distDir)
    return
  }
  forgetDataCache(distDir)
  run('next', ['build'], { ...env, NODE_OPTIONS: '--no-deprecation' }, 'next build', stdio)
}

/**
 * A real copy of the build in `from` at `to`: Next.js rewrites its cache files in place, so two
 * servers never share them through one folder. The compiler's own cache (`cache/` but the data
 * cache, which `forgetDataCache` empties) is left out: only builds read it. The build links its
 * server packages (`node_modules/<name>-<hash>`) to the project's own; they stay links.
 */
export function copyBuild(from, to) {
  fs.rmSync(to, { recursive: true, force: true })
  const compilerCache = path.join(from, 'cache')
  fs.cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== compilerCache && !source.startsWith(compilerCache + path.sep),
  })
  forgetDataCache(to)
}

/** Starts the production server (`server/start.mjs`, as `npm start` does); returns the child process. */
export function start(env, { stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [path.join(ROOT, 'server', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...env,
      HOSTNAME: 'localhost',
      NODE_ENV: 'production',
      // The heap caps and malloc arenas the image and `npm start` run with (see the Dockerfile).
      NODE_OPTIONS: '--no-deprecation --max-old-space-size=320 --max-semi-space-size=32',
      MALLOC_ARENA_MAX: '2',
    },
    stdio,
  })
}

/** Polls until `url` answers 200; resolves with the milliseconds it took. */
export async function waitForOk(url, { timeoutMs = 60_000, since = Date.now() } = {}) {
  while (Date.now() - since < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.status === 200) return Date.now() - since
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}
