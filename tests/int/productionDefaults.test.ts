import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { payloadRunAsync } from '../../scripts/lib/payloadRun.mjs'

// Each start is a real process (`payload run`), as the server and `npm run seed` start Payload:
// the environment is read once per process, and production is decided by NODE_ENV.
const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'tests/.tmp/int', `production-defaults-${process.pid}`)

type Counts = Record<string, number>
type Run = { status: number | null; output: string; counts?: Counts }

async function start(
  script: string,
  env: { NODE_ENV: 'production' | 'development' } & Record<string, string>,
  args: string[] = [],
): Promise<Run> {
  const result = await payloadRunAsync(script, args, {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PAYLOAD_JOBS_AUTORUN: 'false',
    PAYLOAD_SECRET: 'production-defaults-test-secret-0123456789',
    NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
    ...env,
  })
  const output = `${result.stdout}\n${result.stderr}`
  const line = output.split('\n').find((l) => l.startsWith('COUNTS '))
  return {
    status: result.status,
    output,
    counts: line ? (JSON.parse(line.slice('COUNTS '.length)) as Counts) : undefined,
  }
}

/** `npm run prebuild` with exactly `env`; resolves with its exit status and error output. */
function prebuild(env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'prebuild'], { cwd: root, env, stdio: 'pipe' })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    child.stdout.resume()
    const timer = setTimeout(() => child.kill('SIGTERM'), 120_000)
    child.once('error', reject)
    child.once('close', (status) => {
      clearTimeout(timer)
      resolve({ status, output })
    })
  })
}

function fresh(name: string) {
  const base = path.join(dir, name)
  fs.rmSync(base, { recursive: true, force: true })
  fs.mkdirSync(path.join(base, 'media'), { recursive: true })
  return { DATABASE_URL: `file:${path.join(base, 'site.db')}`, MEDIA_DIR: path.join(base, 'media') }
}

/**
 * Runs the jobs handed to it at most `count` at a time, in the order handed. The scenarios below
 * share nothing (each has its own database folder), and one `payload run` keeps about one core
 * busy: on the two cores CI has, two side by side take the time of one.
 */
function sideBySide(count: number) {
  let free = count
  const waiting: Array<() => void> = []
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve))
    else free -= 1
    try {
      return await job()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else free += 1
    }
  }
}

const COUNTS = 'tests/helpers/contentCounts.ts'
const SEED = 'scripts/seed.ts'
const OWNER = { ADMIN_EMAIL: 'owner@house.test', ADMIN_PASSWORD: 'a-long-owner-password' }

/** Every scenario's starts, in their order; each test awaits its own and checks each start. */
const scenarios = {
  noPassword: () => start(COUNTS, { ...fresh('no-password'), NODE_ENV: 'production' }),
  shortPassword: () =>
    start(COUNTS, {
      ...fresh('short-password'),
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@house.test',
      ADMIN_PASSWORD: 'admin12345',
    }),
  ownerClearsDemo: async () => {
    const db = fresh('empty')
    const first = await start(COUNTS, { ...db, ...OWNER, NODE_ENV: 'production' })
    // Demo content only by name: `npm run seed:demo`.
    const demo = await start(SEED, { ...db, ...OWNER, NODE_ENV: 'production', SEED_DEMO: 'true' })
    const seeded = await start(COUNTS, { ...db, NODE_ENV: 'production' }, ['clear'])
    // The owner deleted it all; the next starts, even with SEED_DEMO=true left set, bring nothing back.
    const again = await start(COUNTS, { ...db, NODE_ENV: 'production', SEED_DEMO: 'true' })
    return { first, demo, seeded, again }
  },
  buildDatabase: async () => {
    const db = fresh('build')
    // No PAYLOAD_SECRET, NEXT_PUBLIC_SERVER_URL or ADMIN_PASSWORD: a build machine has none.
    const build = await prebuild({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: path.join(dir, 'build', '.next'),
      ...db,
    })
    const refused = await start(COUNTS, { ...db, NODE_ENV: 'production' })
    const first = await start(COUNTS, { ...db, ...OWNER, NODE_ENV: 'production' })
    return { build, refused, first }
  },
  local: () => start(COUNTS, { ...fresh('dev'), NODE_ENV: 'development' }),
}
type Scenarios = typeof scenarios
let started: { [name in keyof Scenarios]: ReturnType<Scenarios[name]> }

beforeAll(() => {
  const queued = sideBySide(2)
  const entries = Object.entries(scenarios).map(([name, job]) => {
    const run = queued(job as () => Promise<unknown>)
    // Awaited by its test; a failure before then is that test's to report.
    run.catch(() => {})
    return [name, run]
  })
  started = Object.fromEntries(entries) as typeof started
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('production start-up', () => {
  it('refuses to start on an empty database without ADMIN_PASSWORD, saying what to set', async () => {
    const run = await started.noPassword
    expect(run.status).not.toBe(0)
    expect(run.output).toContain('ADMIN_PASSWORD is not set')
    expect(run.counts).toBeUndefined()
  }, 240_000)

  it('refuses an ADMIN_PASSWORD shorter than 12 characters', async () => {
    const run = await started.shortPassword
    expect(run.status).not.toBe(0)
    expect(run.output).toContain('ADMIN_PASSWORD is shorter than 12 characters')
  }, 240_000)

  it('creates only the first admin: no demo content, and none after the owner deletes it', async () => {
    const { first, demo, seeded, again } = await started.ownerClearsDemo
    expect(first.status).toBe(0)
    expect(first.counts).toEqual({
      users: 1,
      rooms: 0,
      testimonials: 0,
      'banner-images': 0,
      facilities: 0,
      'room-categories': 0,
      media: 0,
      siteSettingsFilled: 0,
    })
    expect(demo.status).toBe(0)
    expect(seeded.status).toBe(0)
    expect(seeded.counts).toMatchObject({ users: 1, rooms: 6, 'banner-images': 6 })
    expect(again.status).toBe(0)
    expect(again.counts).toMatchObject({ users: 1, rooms: 0, testimonials: 0, 'banner-images': 0 })
  }, 480_000)
})

describe("the build's database (npm run build's prebuild)", () => {
  it('needs no production secret and seeds nothing; the production start still asks for one', async () => {
    const { build, refused, first } = await started.buildDatabase
    expect({ status: build.status, output: build.output }).toMatchObject({ status: 0 })
    expect(refused.status).not.toBe(0)
    expect(refused.output).toContain('ADMIN_PASSWORD is not set')
    expect(first.status).toBe(0)
    expect(first.counts).toMatchObject({ users: 1, rooms: 0, testimonials: 0 })
  }, 480_000)
})

describe('local start-up (npm run dev)', () => {
  it('keeps the local default admin and the demo content', async () => {
    const run = await started.local
    expect(run.status).toBe(0)
    expect(run.counts).toMatchObject({
      users: 1,
      rooms: 6,
      testimonials: 6,
      'banner-images': 6,
      siteSettingsFilled: 1,
    })
    expect(run.output).toContain('admin@guesthouse.local')
  }, 240_000)
})
