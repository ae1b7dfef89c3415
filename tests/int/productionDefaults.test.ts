import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from '@jest/globals'

import { payloadRun } from '../../scripts/lib/payloadRun.mjs'

// Each start is a real process (`payload run`), as the server and `npm run seed` start Payload:
// the environment is read once per process, and production is decided by NODE_ENV.
const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'tests/.tmp/int', `production-defaults-${process.pid}`)

type Counts = Record<string, number>

function start(
  script: string,
  env: { NODE_ENV: 'production' | 'development' } & Record<string, string>,
  args: string[] = [],
): { status: number | null; output: string; counts?: Counts } {
  const result = payloadRun(script, args, {
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

function fresh(name: string) {
  const base = path.join(dir, name)
  fs.rmSync(base, { recursive: true, force: true })
  fs.mkdirSync(path.join(base, 'media'), { recursive: true })
  return { DATABASE_URL: `file:${path.join(base, 'site.db')}`, MEDIA_DIR: path.join(base, 'media') }
}

const COUNTS = 'tests/helpers/contentCounts.ts'
const SEED = 'scripts/seed.ts'
const OWNER = { ADMIN_EMAIL: 'owner@house.test', ADMIN_PASSWORD: 'a-long-owner-password' }

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('production start-up', () => {
  it('refuses to start on an empty database without ADMIN_PASSWORD, saying what to set', () => {
    const run = start(COUNTS, { ...fresh('no-password'), NODE_ENV: 'production' })
    expect(run.status).not.toBe(0)
    expect(run.output).toContain('ADMIN_PASSWORD is not set')
    expect(run.counts).toBeUndefined()
  }, 120_000)

  it('refuses an ADMIN_PASSWORD shorter than 12 characters', () => {
    const run = start(COUNTS, {
      ...fresh('short-password'),
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@house.test',
      ADMIN_PASSWORD: 'admin12345',
    })
    expect(run.status).not.toBe(0)
    expect(run.output).toContain('ADMIN_PASSWORD is shorter than 12 characters')
  }, 120_000)

  it('creates only the first admin: no demo content, and none after the owner deletes it', () => {
    const db = fresh('empty')
    const first = start(COUNTS, { ...db, ...OWNER, NODE_ENV: 'production' })
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

    // Demo content only by name: `npm run seed:demo`.
    const demo = start(SEED, { ...db, ...OWNER, NODE_ENV: 'production', SEED_DEMO: 'true' })
    expect(demo.status).toBe(0)
    const seeded = start(COUNTS, { ...db, NODE_ENV: 'production' }, ['clear'])
    expect(seeded.status).toBe(0)
    expect(seeded.counts).toMatchObject({ users: 1, rooms: 6, 'banner-images': 6 })

    // The owner deleted it all; the next starts, even with SEED_DEMO=true left set, bring nothing back.
    const again = start(COUNTS, { ...db, NODE_ENV: 'production', SEED_DEMO: 'true' })
    expect(again.status).toBe(0)
    expect(again.counts).toMatchObject({ users: 1, rooms: 0, testimonials: 0, 'banner-images': 0 })
  }, 300_000)
})

describe("the build's database (npm run build's prebuild)", () => {
  it('needs no production secret and seeds nothing; the production start still asks for one', () => {
    const db = fresh('build')
    const build = spawnSync('npm', ['run', 'prebuild'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      // No PAYLOAD_SECRET, NEXT_PUBLIC_SERVER_URL or ADMIN_PASSWORD: a build machine has none.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: path.join(dir, 'build', '.next'),
        ...db,
      },
    })
    expect({ status: build.status, output: build.stderr }).toMatchObject({ status: 0 })

    const refused = start(COUNTS, { ...db, NODE_ENV: 'production' })
    expect(refused.status).not.toBe(0)
    expect(refused.output).toContain('ADMIN_PASSWORD is not set')

    const first = start(COUNTS, { ...db, ...OWNER, NODE_ENV: 'production' })
    expect(first.status).toBe(0)
    expect(first.counts).toMatchObject({ users: 1, rooms: 0, testimonials: 0 })
  }, 240_000)
})

describe('local start-up (npm run dev)', () => {
  it('keeps the local default admin and the demo content', () => {
    const run = start(COUNTS, { ...fresh('dev'), NODE_ENV: 'development' })
    expect(run.status).toBe(0)
    expect(run.counts).toMatchObject({
      users: 1,
      rooms: 6,
      testimonials: 6,
      'banner-images': 6,
      siteSettingsFilled: 1,
    })
    expect(run.output).toContain('admin@guesthouse.local')
  }, 120_000)
})
