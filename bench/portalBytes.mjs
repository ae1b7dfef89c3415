// `npm run bench:bytes`: what the staff portal costs a phone on a slow line, in bytes received
// (compressed bodies and headers, as they crossed the wire), in Chromium at 390 px on a production
// build and a fresh seeded database:
// - the first load of Today: its page, styles, scripts and data, and what the portal's worker
//   fetches once to open offline later;
// - a refresh of Today's data when nothing changed (a 304 and no body) and after a change;
// - the data each screen reads when opened.
// The figures go to bench/bytes-results.json and the console. `BENCH_REUSE=1` keeps an existing
// `.next-bench` build.
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import {
  build,
  productionEnv,
  ROOT,
  seedFresh,
  start,
  waitForOk,
} from '../scripts/lib/productionServer.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3710)
const BASE = `http://localhost:${PORT}`
const DIR = path.join(ROOT, 'bench/.tmp-bytes')
const RESULTS = path.join(ROOT, 'bench/bytes-results.json')
const ADMIN = { email: 'bytes@bench.test', password: 'bytes-bench-password' }
/** How long SWR waits between two refreshes on focus: a focus sooner is not a refresh. */
const FOCUS_THROTTLE_MS = 5_500

const env = productionEnv({
  dir: DIR,
  port: PORT,
  distDir: '.next-bench',
  extra: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
})
await seedFresh(DIR, env, { stdio: 'ignore' })
build(env, { skipIfBuilt: process.env.BENCH_REUSE === '1' })
const server = start(env, { stdio: 'ignore' })
// A run that fails still stops its server, or the next run would measure this one on its port.
process.on('exit', () => server.kill('SIGTERM'))
await waitForOk(`${BASE}/`)

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const context = await browser.newContext({
  baseURL: BASE,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
})

/**
 * Every response that crossed the network, as Chromium counts it: a page's own requests, and the
 * worker's (a page request the worker answered is counted once, at the worker's fetch).
 */
const seen = []
context.on('requestfinished', async (request) => {
  const response = await request.response()
  if (!response || response.fromServiceWorker()) return
  const sizes = await request.sizes()
  const asked = (await request.allHeaders())['if-none-match']
  seen.push({
    url: new URL(request.url()).pathname,
    type: request.resourceType(),
    byWorker: request.serviceWorker() !== null,
    // Chromium reports a 304 as the kept 200 it revalidated: the server's own answer was a 304
    // when the copy's tag was asked for and no body came.
    status: asked && sizes.responseBodySize === 0 ? 304 : response.status(),
    bytes: sizes.responseHeadersSize + Math.max(sizes.responseBodySize, 0),
  })
})
const page = await context.newPage()

/** What crossed the network while `work` ran, once the network went quiet after it. */
async function measured(work) {
  const from = seen.length
  await work()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  return seen.slice(from)
}

const sum = (responses) => responses.reduce((total, response) => total + response.bytes, 0)
const isData = (response) => response.url.startsWith('/api/')
/** What a response is by its address: who fetched it (the page or its worker) does not change it. */
function kindOf(response) {
  if (isData(response)) return 'data'
  if (response.url.endsWith('.css')) return 'css'
  if (response.url.endsWith('.js')) return 'js'
  return response.type === 'document' || response.byWorker ? 'html' : 'other'
}
const ofKind = (responses, kind) => responses.filter((response) => kindOf(response) === kind)

const signedIn = await context.request.post('/api/auth/signin', {
  data: ADMIN,
  headers: { Origin: BASE },
})
if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`)

// The first load of Today, and everything the worker fetches then to open offline later: the
// worker takes over the page's requests as soon as it starts, so the two are summed by kind, and
// the worker's own share is given beside them.
const first = await measured(async () => {
  await page.goto('/admin/today')
  await page.getByTestId('housekeeping').waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
})
const worker = await fetch(`${BASE}/admin-sw.js`, { headers: { 'accept-encoding': 'br, gzip' } })
const workerScript = (worker.headers.get('content-type') ?? '').includes('javascript')
  ? (await worker.arrayBuffer()).byteLength
  : 0
if (process.env.BYTES_LIST) console.table(first)
const firstLoad = {
  html: sum(ofKind(first, 'html')),
  css: sum(ofKind(first, 'css')),
  js: sum(ofKind(first, 'js')),
  data: sum(ofKind(first, 'data')),
  other: sum(ofKind(first, 'other')),
  workerScript,
  byWorker: sum(first.filter((response) => response.byWorker)),
}

/** A refresh of Today's data, as the screen makes it when staff come back to it. */
async function refreshToday() {
  await page.waitForTimeout(FOCUS_THROTTLE_MS)
  const responses = await measured(() =>
    page.evaluate(() => window.dispatchEvent(new Event('focus'))),
  )
  const today = responses.filter((response) => response.url === '/api/bookings/today')
  if (today.length !== 1) throw new Error(`expected one read of Today, saw ${today.length}`)
  return { status: today[0].status, bytes: today[0].bytes }
}
const unchanged = await refreshToday()
// Then something on Today changes (a room marked for cleaning), and it is read whole again.
const { rooms } = await (
  await context.request.get('/api/bookings/today', { headers: { Origin: BASE } })
).json()
const marked = await context.request.post('/api/bookings/housekeeping', {
  data: { roomId: rooms[0].id, status: rooms[0].housekeeping === 'dirty' ? 'clean' : 'dirty' },
  headers: { Origin: BASE },
})
if (!marked.ok()) throw new Error(`housekeeping failed: ${marked.status()} ${await marked.text()}`)
const changed = await refreshToday()

/** The data a screen reads when opened, the page itself aside. */
const screens = {}
for (const [name, open] of Object.entries({
  'Bookings list': () => page.goto('/admin/bookings'),
  'Room calendar': () => page.getByRole('tab', { name: 'Calendar' }).tap(),
  'Owner dashboard': () => page.goto('/admin'),
  'Cash-up': () => page.goto('/admin/cash-up'),
  "Owner's month": () => page.goto('/admin/month'),
})) {
  const responses = await measured(open)
  // The worker's own fetches are the page's reads passed on (and, the first time, what it keeps).
  screens[name] = sum(responses.filter(isData))
}

await browser.close()
server.kill('SIGTERM')

const firstTotal = sum(first) + workerScript
const results = {
  measuredAt: new Date().toISOString(),
  firstLoad: { ...firstLoad, total: firstTotal },
  todayRefresh: { unchanged, afterChange: changed },
  screenData: screens,
}
fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`)
const row = (label, bytes) => `  ${label.padEnd(34)} ${bytes.toLocaleString('en-GB').padStart(9)} B`
console.log('The staff portal at 390 px, bytes received:')
console.log(row('first load: HTML', firstLoad.html))
console.log(row('first load: CSS', firstLoad.css))
console.log(row('first load: JS', firstLoad.js))
console.log(row('first load: data', firstLoad.data))
console.log(row('first load: images, icons, manifest', firstLoad.other))
console.log(row("first load: the worker's script", firstLoad.workerScript))
console.log(row('first load: in all', firstTotal))
console.log(row('  of which the worker fetched', firstLoad.byWorker))
console.log(row(`Today refreshed, unchanged (${unchanged.status})`, unchanged.bytes))
console.log(row(`Today refreshed after a change (${changed.status})`, changed.bytes))
for (const [name, bytes] of Object.entries(screens)) console.log(row(`data of ${name}`, bytes))
