// `npm run bench:scale`: the desk, the reports and the guests' pages on a house with ten years of
// history against the same house on its first day, in the same run. Both houses are generated
// (scripts/house/: 30 rooms, seed 7, history up to today), one production build serves both, and
// the two servers run side by side; every call alternates between them, so the ratio of the two
// is taken over the same minutes of a shared machine. The exit code says whether every target
// was met. SCALE_REUSE=1 keeps the houses and the build of the last run.
import fs from 'node:fs'
import path from 'node:path'

import { startSmtpServer } from '../scripts/lib/mail.mjs'
import { payloadRun } from '../scripts/lib/payloadRun.mjs'
import {
  build,
  copyBuild,
  productionEnv,
  ROOT,
  start,
  waitForOk,
} from '../scripts/lib/productionServer.mjs'

import { deskCalls } from './scale/calls.mjs'
import { measureCalls, measureStarts, signIn, stayOfBench } from './scale/measure.mjs'
import { treeRss } from './memory.mjs'
import { printTable, verdict } from './scale/verdict.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3720)
const DIR = path.join(ROOT, 'bench/.tmp-scale')
const REUSE = process.env.SCALE_REUSE === '1'
const ROOMS = Number(process.env.SCALE_ROOMS ?? 30)
const YEARS = Number(process.env.SCALE_YEARS ?? 10)
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 40)
const RESULTS = path.join(ROOT, 'bench/scale-results.json')
const today = new Date().toISOString().slice(0, 10)
const ADMIN = { email: 'admin@guesthouse.local', password: 'admin12345-bench' }

const smtp = await startSmtpServer(0)
// The empty house is the target's anchor. A house of one year answers what a report over a range
// costs for the range's own records, so that the ten years' ratio to it is what the years before
// add.
const houses = [
  { name: 'empty', years: 0, port: PORT },
  { name: 'one year', years: 1, port: PORT + 1 },
  { name: 'ten years', years: YEARS, port: PORT + 2 },
].map((house) => {
  const dir = path.join(DIR, { 0: 'empty', 1: 'year' }[house.years] ?? 'history')
  return {
    ...house,
    dir,
    env: productionEnv({
      dir,
      port: house.port,
      distDir: `.next-scale-${house.years}`,
      extra: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        EMAIL_FROM: 'Bench <bench@example.com>',
        CONTACT_TO_EMAIL: 'house@example.com',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Each booking request plays another guest behind one proxy, so the per-client limits
        // measure nothing but speed.
        TRUSTED_PROXY_HOPS: '1',
      },
    }),
  }
})

for (const house of houses) {
  if (REUSE && fs.existsSync(path.join(house.dir, 'site.db'))) continue
  fs.rmSync(house.dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(house.dir, 'media'), { recursive: true })
  const started = Date.now()
  const args = ['--rooms', String(ROOMS), '--years', String(house.years), '--seed', '7']
  const made = payloadRun(
    'scripts/generate-house.ts',
    [...args, '--until', today, '--database', house.env.DATABASE_URL],
    { ...house.env, NODE_ENV: 'development', PAYLOAD_AUTO_SEED: 'true' },
    { stdio: 'inherit', timeout: 900_000 },
  )
  if (made.status !== 0) throw new Error(`generating the ${house.name} house failed`)
  console.log(`The ${house.name} house generated in ${Math.round((Date.now() - started) / 1000)} s`)
}

// One build, against the empty house; the other server gets a copy of it (a build renders the
// pages of whatever database it ran against, and each server expires what was cached before it
// started).
const [empty, ...others] = houses
build(empty.env, { skipIfBuilt: REUSE })
for (const house of others) {
  if (!REUSE || !fs.existsSync(path.join(ROOT, house.env.NEXT_DIST_DIR, 'BUILD_ID'))) {
    copyBuild(path.join(ROOT, empty.env.NEXT_DIST_DIR), path.join(ROOT, house.env.NEXT_DIST_DIR))
  }
}

// The first start on each database runs whatever upgrade it still needs (schema, data conversions):
// timed and shown, not judged; every start after it is the one the target is about.
const firstStarts = await measureStarts(houses, {
  start,
  waitForOk,
  rounds: 1,
  timeoutMs: 900_000,
})
const starts = await measureStarts(houses, { start, waitForOk, rounds: 3 })

const servers = houses.map((house) => start(house.env, { stdio: 'ignore' }))
await Promise.all(houses.map((house) => waitForOk(`http://localhost:${house.port}/`)))
const peak = houses.map(() => 0)
const sampler = setInterval(() => {
  servers.forEach((server, index) => {
    peak[index] = Math.max(peak[index], treeRss(server.pid))
  })
}, 100)

const sides = []
for (const house of houses) {
  const base = `http://localhost:${house.port}`
  const cookie = await signIn(base, ADMIN)
  sides.push({ name: house.name, ...(await stayOfBench(base, cookie, today)) })
}
const calls = deskCalls(today)
const measured = await measureCalls(calls, sides, { samples: SAMPLES })

clearInterval(sampler)
await Promise.all(
  servers.map(
    (server) =>
      new Promise((resolve) => {
        server.once('exit', resolve)
        server.kill('SIGTERM')
      }),
  ),
)
await smtp.close()

const rows = verdict({ measured, firstStarts, starts, peakRss: peak })
printTable(rows, { samples: SAMPLES, rooms: ROOMS, years: YEARS })
fs.writeFileSync(
  RESULTS,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rooms: ROOMS, years: YEARS, rows }, null, 2)}\n`,
)
process.exit(rows.every((row) => row.met) ? 0 : 1)
