// `npm run bench`: builds and starts the production server on a fresh seeded SQLite database and
// measures it on loopback. Pages are compared with a static file of the same bytes served by the
// same server in the same run, so the ratio says whether pages come from cache.
// `BENCH_ONLY=redis npm run bench` measures only the pages from Redis against the file cache, and
// replaces those rows in bench/results.json, keeping the others from the last full run.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { startSmtpServer } from '../scripts/lib/mail.mjs'
import { startRedis } from '../scripts/lib/redis.mjs'
import {
  build,
  productionEnv,
  ROOT,
  seedFresh,
  start,
  waitForOk,
} from '../scripts/lib/productionServer.mjs'

import { treeRss } from './memory.mjs'
import { pageRow, redisRow, resultsFile } from './summary.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3700)
const BASE = `http://localhost:${PORT}`
const DIR = path.join(ROOT, 'bench/.tmp')
const STATIC_DIR = path.join(ROOT, 'public/__bench')
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10
const ONLY = process.env.BENCH_ONLY || undefined
if (ONLY !== undefined && ONLY !== 'redis') {
  throw new Error(`BENCH_ONLY=${ONLY}: only "redis" can be measured alone`)
}
const RESULTS = path.join(ROOT, 'bench/results.json')

const TARGETS = {
  pageRatio: 0.8,
  apiRatio: 0.5,
  contactP95Ms: 500,
  peakMemoryMb: 500,
  startMs: 5000,
}

const smtp = await startSmtpServer(0)
const env = productionEnv({
  dir: DIR,
  port: PORT,
  distDir: '.next-bench',
  extra: {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    EMAIL_FROM: 'Bench <bench@example.com>',
    CONTACT_TO_EMAIL: 'house@example.com',
    // The contact benchmark plays many guests behind one proxy, each with its own
    // X-Forwarded-For, so the per-client limits measure nothing but speed.
    TRUSTED_PROXY_HOPS: '1',
  },
})

await seedFresh(DIR, env)
build(env)

async function stopServer(server) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

// First start: take the bytes of the pages, to serve the same bytes as static files.
let server = start(env, { stdio: 'ignore' })
await waitForOk(`${BASE}/`)
fs.rmSync(STATIC_DIR, { recursive: true, force: true })
fs.mkdirSync(STATIC_DIR, { recursive: true })
const pairs = [
  { name: '/', url: '/', file: 'home.html' },
  { name: '/rooms', url: '/rooms', file: 'rooms.html' },
  { name: 'GET /api/room/get-all-rooms', url: '/api/room/get-all-rooms', file: 'rooms.json' },
]
for (const pair of pairs) {
  const body = Buffer.from(await (await fetch(`${BASE}${pair.url}`)).arrayBuffer())
  fs.writeFileSync(path.join(STATIC_DIR, pair.file), body)
  pair.bytes = body.length
}
await stopServer(server)

// Second start: time to the first 200, then load.
const started = Date.now()
server = start(env, { stdio: 'ignore' })
const startMs = await waitForOk(`${BASE}/`, { since: started })
let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, treeRss(server.pid))
}, 100)

async function load(url, duration = DURATION, base = BASE) {
  const result = await autocannon({
    url: `${base}${url}`,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

// Five rounds; each round runs the page and its static twin back to back, and the ratio is taken within
// the round. On this shared 2-core machine throughput drifts by half from one minute to the next;
// a ratio of two neighbouring runs is steady where a ratio of separate medians is not.
const ROUNDS = 5

const rows = []
for (const pair of ONLY ? [] : pairs) {
  // Warm both paths first (JIT, caches) so neither side pays the other's start-up.
  await load(pair.url, 3)
  await load(`/__bench/${pair.file}`, 3)
  const rounds = []
  for (let round = 0; round < ROUNDS; round++) {
    // Every other round runs the static twin first, so that neither side always comes second
    // (after the other has warmed or cooled the machine).
    let dynamic, fixed
    if (round % 2 === 0) {
      dynamic = await load(pair.url)
      fixed = await load(`/__bench/${pair.file}`)
    } else {
      fixed = await load(`/__bench/${pair.file}`)
      dynamic = await load(pair.url)
    }
    rounds.push({ dynamic, fixed })
  }
  const target = pair.url.startsWith('/api') ? TARGETS.apiRatio : TARGETS.pageRatio
  rows.push(pageRow({ name: pair.name, bytes: pair.bytes, target }, rounds))
}

// The shared page cache: a second server on the same database and build, with REDIS_URL (a
// redis-server on loopback). Each round runs the page from the file cache (the first server), the
// page from Redis and the static file, in an order that turns with every round; the row gives the
// median round by the ratio of Redis to the file cache (bench/summary.mjs).
const redis = await startRedis()
const REDIS_PORT = PORT + 1
const REDIS_BASE = `http://localhost:${REDIS_PORT}`
const redisServer = start(
  { ...env, PORT: String(REDIS_PORT), REDIS_URL: redis.url },
  { stdio: 'ignore' },
)
await waitForOk(`${REDIS_BASE}/`)
for (const pair of pairs.filter((candidate) => !candidate.url.startsWith('/api'))) {
  const sides = {
    file: () => load(pair.url),
    redis: () => load(pair.url, DURATION, REDIS_BASE),
    fixed: () => load(`/__bench/${pair.file}`),
  }
  await load(pair.url, 3, REDIS_BASE)
  const order = ['file', 'redis', 'fixed']
  const rounds = []
  for (let round = 0; round < ROUNDS; round++) {
    const result = {}
    for (let i = 0; i < order.length; i++) {
      const side = order[(round + i) % order.length]
      result[side] = await sides[side]()
    }
    rounds.push(result)
  }
  rows.push(redisRow({ name: pair.name, bytes: pair.bytes }, rounds))
}
await stopServer(redisServer)
await redis.close()

/** p95 of POST /api/contact/email, `count` requests `concurrency` at a time. */
async function contactP95(count = 200, concurrency = 10) {
  const times = []
  let next = 0
  let failures = 0
  async function worker() {
    while (next < count) {
      const i = next++
      const t0 = performance.now()
      const response = await fetch(`${BASE}/api/contact/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${Math.floor(i / 200)}.${i % 200}`,
        },
        body: JSON.stringify({
          name: 'Bench Guest',
          email: `guest${i}@example.com`,
          phone: '0241234567',
          subject: `Bench ${i}`,
          message: 'Is a room free next weekend?',
          guests: '2',
        }),
      })
      times.push(performance.now() - t0)
      if (response.status !== 200) failures++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  times.sort((a, b) => a - b)
  return { p95: Math.round(times[Math.floor(times.length * 0.95)]), failures }
}

if (!ONLY) {
  const smtpUp = await contactP95()
  rows.push({
    measure: 'POST /api/contact/email, SMTP up',
    value: `p95 ${smtpUp.p95} ms, ${smtpUp.failures} failures`,
    baseline: '200 requests, 10 at a time',
    result: `${smtpUp.p95} ms`,
    target: `<= ${TARGETS.contactP95Ms} ms`,
    pass: smtpUp.p95 <= TARGETS.contactP95Ms && smtpUp.failures === 0,
  })
  await smtp.close()
  const smtpDown = await contactP95()
  rows.push({
    measure: 'POST /api/contact/email, SMTP down',
    value: `p95 ${smtpDown.p95} ms, ${smtpDown.failures} failures`,
    baseline: '200 requests, 10 at a time',
    result: `${smtpDown.p95} ms`,
    target: `<= ${TARGETS.contactP95Ms} ms`,
    pass: smtpDown.p95 <= TARGETS.contactP95Ms && smtpDown.failures === 0,
  })

  clearInterval(sampler)
  const peakMb = Math.round(peakRss / 1024 / 1024)
  rows.push({
    measure: 'Peak server memory under load (RSS, process tree)',
    value: `${peakMb} MB`,
    baseline: '',
    result: `${peakMb} MB`,
    target: `<= ${TARGETS.peakMemoryMb} MB`,
    pass: peakMb <= TARGETS.peakMemoryMb,
  })
  rows.push({
    measure: 'Start to first 200 on /',
    value: `${startMs} ms`,
    baseline: '',
    result: `${startMs} ms`,
    target: `<= ${TARGETS.startMs} ms`,
    pass: startMs <= TARGETS.startMs,
  })
} else {
  clearInterval(sampler)
  await smtp.close()
}

await stopServer(server)
fs.rmSync(STATIC_DIR, { recursive: true, force: true })

const cpu = execFileSync('nproc').toString().trim()
console.log(
  `\nBenchmarks (${cpu} cores, ${CONNECTIONS} connections, loopback; page vs static: median of ${ROUNDS} rounds, each a ${DURATION} s run of both)\n`,
)
console.log('| measure | value | same run, static | result | target | met |')
console.log('|---|---|---|---|---|---|')
for (const row of rows) {
  console.log(
    `| ${row.measure} | ${row.value} | ${row.baseline} | ${row.result} | ${row.target} | ${row.pass ? 'yes' : 'NO'} |`,
  )
}
const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : null
const results = resultsFile(previous, {
  measuredAt: new Date().toISOString(),
  cores: Number(cpu),
  rows,
  only: ONLY,
})
fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`)
process.exit(rows.every((row) => row.pass) ? 0 : 1)
