// `npm run lighthouse`: Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown)
// on the public pages of a production build, 5 runs each, medians judged by lighthouse/verdict.mjs.
// The exit code says whether every page met every target.
//
// The same commit scores 97 on one machine and 75 on another, so main-thread work and its CPU time
// are judged as ratios to a page measured in the same run: each page's markup twin (`markup/`),
// its own body as the server sent it, scripts left out, hydrated by a bare Next.js page. The ratio
// is what the house's scripts add to what the content itself costs. Bytes, which do not depend on
// the machine, are judged against lighthouse/budget.json. A bare Next.js page (`anchor/`: the
// same Next.js, one client component, built and served as the house's pages are) is measured
// beside each page, its ratios shown and not judged. Each page's first load after a fresh start
// is reported on its own beside the warm median: most of a small house's visitors are the first
// after a restart. The server is started FIRST_RUNS times for that and the median of those first
// loads is reported: one load against a median of five misses by chance as often as not.
//
// LIGHTHOUSE_UPDATE_BUDGET=1 writes the measured pages' bytes into lighthouse/budget.json: for a
// change that is meant to weigh more, committed with the reason.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as prettier from 'prettier'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'

import { bodyMarkup, documentAttributes, stylesheetLinks, twinName } from './markup/markup.mjs'
import { measure } from './measure.mjs'
import { shownLines, STAY_PAGE, TARGETS, updatedBudget, verdict, verdictLines } from './verdict.mjs'

import {
  build,
  productionEnv,
  ROOT,
  seedFresh,
  start,
  waitForOk,
} from '../scripts/lib/productionServer.mjs'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3800)
const BASE = `http://localhost:${PORT}`
const ANCHOR_PORT = PORT + 1
const ANCHOR_DIR = path.join(ROOT, 'lighthouse/anchor')
const TWIN_PORT = PORT + 2
const TWIN_DIR = path.join(ROOT, 'lighthouse/markup')
const twinUrl = (page) => `http://localhost:${TWIN_PORT}/${twinName(page)}`
// Five pairs, not three: a median of three is one slow pair away from a wrong verdict. On a shared
// machine, `/bookings` of one commit read 2.47x over three pairs and 1.76x over five.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
// Three starts: a median that one slow load cannot move, at about three minutes more per run.
const FIRST_RUNS = Number(process.env.LIGHTHOUSE_FIRST_RUNS ?? 3)
// LIGHTHOUSE_PAGES=/rooms,/contact measures only those pages (the anchor is still measured beside
// each), for trying one change on one page.
// `/stay` stands for a guest's private stay page: a stay is booked on the server first and its
// page's real address measured.
const STAY = '/stay'
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/rooms',
  '/explore',
  '/contact',
  '/bookings',
  STAY,
]
const BUDGET_FILE = path.join(ROOT, 'lighthouse/budget.json')
const UPDATE_BUDGET = process.env.LIGHTHOUSE_UPDATE_BUDGET === '1'

const DIR = path.join(ROOT, 'lighthouse/.tmp')
const env = productionEnv({ dir: DIR, port: PORT, distDir: '.next-lighthouse' })
const nextBin = path.join(ROOT, 'node_modules/.bin/next')
const anchorEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation' }

/** Builds one of the measured bare apps: the anchor, or the pages' markup twins. */
function buildBareApp(dir, label) {
  const result = spawnSync(nextBin, ['build'], { cwd: dir, env: anchorEnv, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`building ${label} failed`)
}

/**
 * Serves a bare app with the house's own server code (anchor/server.mjs), so it gets the same
 * headers, policy hashes and compression as the pages measured against it.
 */
function serveBareApp(dir, port) {
  return spawn(process.execPath, [path.join(ANCHOR_DIR, 'server.mjs'), String(port), dir], {
    cwd: dir,
    env: { ...anchorEnv, NODE_ENV: 'production' },
    stdio: 'ignore',
  })
}

if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
  await seedFresh(DIR, env)
  build(env)
  buildBareApp(ANCHOR_DIR, 'the bare anchor page')
}
let server = start(env, { stdio: 'ignore' })
const anchor = serveBareApp(ANCHOR_DIR, ANCHOR_PORT)
// Whatever ends this script, a failed set-up included (the stay not booked, Chromium not found),
// the servers it started end with it instead of holding their ports for the next run.
let twins = null
process.on('exit', () => {
  server.kill('SIGTERM')
  anchor.kill('SIGTERM')
  twins?.kill('SIGTERM')
})
// Waiting on an address no measured page is, so each page's first load stays the first after the
// start. The anchor is a static page: it has no first load to speak of. The health check also
// fails while a once-a-minute task has not run for two minutes, as after a long build, until the
// started server runs it: on a busy machine that took over a minute.
const STARTED = { timeoutMs: 180_000 }
await waitForOk(`${BASE}/api/health`, STARTED)
await waitForOk(`http://localhost:${ANCHOR_PORT}/`)
await sentAsThePages(`http://localhost:${ANCHOR_PORT}/`, 'A bare Next.js page')

/** Stops the house's server and starts it again on the same build and database. */
async function restart() {
  const stopped = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await stopped
  server = start(env, { stdio: 'ignore' })
  await waitForOk(`${BASE}/api/health`, STARTED)
}

/**
 * The ratio is fair only while the anchor is sent as the pages are: every response header the
 * house's pages carry for the browser's security (the policy but for its scripts' hashes) must
 * come with the anchor too. A change to either side stops the run here rather than skewing it.
 */
async function sentAsThePages(url, marker) {
  const names = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'permissions-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ]
  const read = async (url) => {
    const response = await fetch(url)
    const text = await response.text()
    const headers = names.map((name) =>
      `${name}: ${response.headers.get(name) ?? '(none)'}`.replace(/ 'sha256-[^']+'/g, ''),
    )
    return { text, headers }
  }
  const [{ headers: page }, { text, headers: bare }] = await Promise.all([
    read(`${BASE}/privacy`),
    read(url),
  ])
  // A server left over from another run on the same port would be measured instead.
  if (!text.includes(marker)) throw new Error(`${url} does not answer with "${marker}"`)
  const differ = page.flatMap((line, i) => (line === bare[i] ? [] : [`${line} | ${bare[i]}`]))
  if (differ.length) throw new Error(`${url} is not sent as the pages are: ${differ.join('; ')}`)
}

/**
 * Each page's markup twin: its body as the server sends it now, without scripts; the stylesheets
 * it links; the pictures it shows, at the same addresses (`/api/media/file/<name>`, the query
 * aside). Built as the anchor is and served on TWIN_PORT, `/<twinName>` a page. Made after the
 * first loads, which must each be the first request a fresh server answers for its page.
 */
async function startTwins(paths) {
  const bodies = path.join(TWIN_DIR, 'bodies')
  fs.rmSync(bodies, { recursive: true, force: true })
  fs.mkdirSync(bodies, { recursive: true })
  const sheets = new Set()
  for (const page of paths) {
    const response = await fetch(`${BASE}${page}`)
    if (!response.ok) throw new Error(`reading ${page} for its markup twin: ${response.status}`)
    const text = await response.text()
    fs.writeFileSync(path.join(bodies, `${twinName(page)}.html`), bodyMarkup(text))
    for (const href of stylesheetLinks(text)) sheets.add(href)
    // Every public page has the same layout around it: the first page's <html> and <body> serve.
    if (page === paths[0])
      fs.writeFileSync(path.join(bodies, 'document.json'), JSON.stringify(documentAttributes(text)))
  }
  const css = await Promise.all(
    [...sheets].map(async (href) => (await fetch(`${BASE}${href}`)).text()),
  )
  fs.writeFileSync(path.join(TWIN_DIR, 'app/site.css'), css.join('\n'))
  // The anchor's icon, so the twin's browser asks for nothing that is not there.
  fs.copyFileSync(path.join(ANCHOR_DIR, 'app/favicon.ico'), path.join(TWIN_DIR, 'app/favicon.ico'))
  const publicDir = path.join(TWIN_DIR, 'public')
  fs.rmSync(publicDir, { recursive: true, force: true })
  fs.cpSync(env.MEDIA_DIR, path.join(publicDir, 'api/media/file'), { recursive: true })
  buildBareApp(TWIN_DIR, "the pages' markup twins")
  twins = serveBareApp(TWIN_DIR, TWIN_PORT)
  // Each twin's own first load, so its warm runs are warm; a twin that does not answer 200 would
  // be measured as an error page.
  for (const page of paths) await waitForOk(twinUrl(page))
  await sentAsThePages(twinUrl(paths[0]), 'Markup twin')
}

/**
 * A confirmed stay made as the desk makes one, by the seeded admin (the seed's development
 * account), and the address of its private page, read from the desk's WhatsApp message.
 */
async function stayPagePath() {
  const headers = { 'Content-Type': 'application/json', Origin: BASE }
  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'admin@guesthouse.local', password: 'admin12345' }),
  })
  if (!login.ok) throw new Error(`signing in to book a stay failed: ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const call = async (pathname, init = {}) => {
    const response = await fetch(`${BASE}${pathname}`, {
      ...init,
      headers: { ...headers, cookie },
    })
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const { docs } = await call('/api/rooms?limit=1&depth=0&where[isAvailable][equals]=true')
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  // A run with LIGHTHOUSE_SKIP_BUILD=1 reuses the last run's database, whose stay holds the first
  // two nights tried: the next free two nights are booked instead (409 is the desk's "taken").
  let doc
  for (let offset = 300; !doc; offset += 2) {
    const response = await fetch(`${BASE}/api/bookings`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        room: docs[0].id,
        checkIn: day(offset),
        checkOut: day(offset + 2),
        guests: 1,
        guestName: 'Ama Mensah',
        phone: '024 123 4567',
        status: 'confirmed',
        source: 'phone',
      }),
    })
    if (response.ok) doc = (await response.json()).doc
    else if (response.status !== 409 || offset > 400)
      throw new Error(`booking a stay: ${response.status} ${await response.text()}`)
  }
  const { messages } = await call(`/api/bookings/${doc.id}/messages`)
  const texts = messages.map(({ link }) => new URL(link).searchParams.get('text') ?? '')
  const link = texts.map((text) => /https?:\/\/\S+\/stay\/[\w-]+/.exec(text)?.[0]).find(Boolean)
  if (!link) throw new Error('the stay message carries no stay page link')
  return new URL(link).pathname
}
const stayPath = PAGES.includes(STAY) ? await stayPagePath() : null

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// Trace-recording failures that Lighthouse itself answers with "Please run Lighthouse again": the
// run is repeated (twice at most) instead of throwing away the whole measurement.
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])

async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!lhr.runtimeError || !RETRYABLE.has(lhr.runtimeError.code) || attempt === 3)
      return { lhr, trace: artifacts?.Trace }
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`)
  }
}

const failingAudits = new Map()
const ANCHOR_URL = `http://localhost:${ANCHOR_PORT}/`
const anchorRuns = []

// LIGHTHOUSE_KEEP=1 keeps each page's last report in lighthouse/.reports/, to read where its
// main-thread time went (mainthread-work-breakdown, bootup-time, long-tasks).
const REPORTS = path.join(ROOT, 'lighthouse/.reports')

async function run(url, page, { keepAudits = true } = {}) {
  const { lhr, trace } = await audit(url)
  if (process.env.LIGHTHOUSE_KEEP === '1') {
    fs.mkdirSync(REPORTS, { recursive: true })
    const name = page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')
    fs.writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr))
  }
  for (const category of keepAudits ? ['accessibility', 'best-practices', 'seo'] : []) {
    for (const ref of lhr.categories[category].auditRefs) {
      const found = lhr.audits[ref.id]
      if (ref.weight > 0 && found.score !== null && found.score < 1) {
        failingAudits.set(`${page} ${category}: ${ref.id}`, found.title)
      }
    }
  }
  return measure(lhr, trace)
}

const ratio = (value, anchorValue) => value / Math.max(anchorValue, 1)
const rounded = (value) => Number(value.toFixed(2))

/** Each figure's median over `runs`. */
function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((one) => one[key]))]),
  )
}

/**
 * RUNS warm loads of a page, each right after a load of the bare page and followed by a load of
 * its markup twin: a machine that slows down for a while slows all three, and each ratio is taken
 * run by run, the median of them reported. `firsts` are the page's first loads after each start.
 */
async function measurePage(page, firsts) {
  const runs = []
  const twinRuns = []
  const pairs = []
  for (let i = 0; i < RUNS; i++) {
    const bareRun = await run(ANCHOR_URL, 'bare Next.js page')
    const pageRun = await run(`${BASE}${page}`, page)
    // The twin's own audits are not the page's: it has no head, title or description of its own.
    const twinRun = await run(twinUrl(page), `${page} twin`, { keepAudits: false })
    anchorRuns.push(bareRun)
    runs.push(pageRun)
    twinRuns.push(twinRun)
    pairs.push({
      mainThread: ratio(pageRun.mainThreadMs, bareRun.mainThreadMs),
      mainThreadCpu: ratio(pageRun.mainThreadCpuMs, bareRun.mainThreadCpuMs),
      tbt: ratio(pageRun.tbtMs, bareRun.tbtMs),
      lcp: ratio(pageRun.lcpMs, bareRun.lcpMs),
      twinMainThread: ratio(pageRun.mainThreadMs, twinRun.mainThreadMs),
      twinMainThreadCpu: ratio(pageRun.mainThreadCpuMs, twinRun.mainThreadCpuMs),
      // The twin against the bare page: what the page's content costs with none of the house's code.
      contentMainThread: ratio(twinRun.mainThreadMs, bareRun.mainThreadMs),
      contentMainThreadCpu: ratio(twinRun.mainThreadCpuMs, bareRun.mainThreadCpuMs),
    })
  }
  const row = { page, ...medians(runs) }
  // Each ratio, `<name>Ratio` on the row, is the median of its pairs.
  for (const key of Object.keys(pairs[0]))
    row[`${key}Ratio`] = rounded(median(pairs.map((pair) => pair[key])))
  // Each run's figures as well, so a median on the line can be read next to its spread.
  row.first = medians(firsts)
  row.firsts = firsts
  row.runs = runs
  row.twin = medians(twinRuns)
  row.twinRuns = twinRuns
  return row
}

const results = []
try {
  const paths = PAGES.map((page) => (page === STAY ? stayPath : page))
  // First loads: every page once after each start, before any warm load.
  const firsts = paths.map(() => [])
  for (let start = 0; start < FIRST_RUNS; start++) {
    if (start > 0) await restart()
    for (const [i, page] of paths.entries()) firsts[i].push(await run(`${BASE}${page}`, page))
  }
  await startTwins(paths)
  // The anchor's own first load, so its warm runs are warm.
  await run(ANCHOR_URL, 'bare Next.js page')
  for (const [i, page] of PAGES.entries()) {
    const row = await measurePage(paths[i], firsts[i])
    results.push(page === STAY ? { ...row, page: STAY_PAGE } : row)
  }
} finally {
  // The servers end with the script (the exit handler above).
  await chrome.kill()
}
const bare = { page: 'bare Next.js page', ...medians(anchorRuns), runs: anchorRuns }

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' })
const measuredAt = new Date().toISOString()
const previousBudget = fs.existsSync(BUDGET_FILE)
  ? JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'))
  : null
const budget = UPDATE_BUDGET
  ? updatedBudget(results, previousBudget, { measuredAt, commit: commit.stdout.trim() })
  : (previousBudget ?? { measuredAt, commit: '(none)', pages: {} })
/** Writes `value` as the repository's JSON files are written, so a committed run passes its checks. */
const writeJson = async (file, value) =>
  fs.writeFileSync(file, await prettier.format(JSON.stringify(value), { parser: 'json' }))
if (UPDATE_BUDGET) await writeJson(BUDGET_FILE, budget)
const judged = verdict(results, budget)

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `\nLighthouse, mobile (simulated slow 4G, 4x CPU), production build: the median of each page's first load after ${FIRST_RUNS} starts, then the median of ${RUNS} warm runs, each between a run of a bare Next.js page and one of its markup twin\n`,
)
for (const line of verdictLines(results, budget, judged)) console.log(line)
if (UPDATE_BUDGET) console.log(`\nThe budget now holds these bytes: ${BUDGET_FILE}`)
console.log(
  `\nShown, not judged: a bare Next.js page (anchor), median of its warm runs: perf ${bare.performance}, main thread ${bare.mainThreadMs} ms (CPU ${bare.mainThreadCpuMs} ms), TBT ${bare.tbtMs} ms, LCP ${bare.lcpMs} ms, JS ${kb(bare.javascript)}; each page and its twin against it, pair by pair:\n`,
)
for (const line of shownLines(results)) console.log(line)
console.log('\nEach run, perf / main thread (its CPU) / TBT / LCP (first loads, then warm):')
const line = (one) =>
  `${one.performance} / ${one.mainThreadMs} (CPU ${one.mainThreadCpuMs}) / ${one.tbtMs} / ${one.lcpMs} ms`
for (const row of results) {
  console.log(
    `- ${row.page}: ${row.firsts.map(line).join('; ')} | ${row.runs.map(line).join('; ')}`,
  )
  console.log(`- ${row.page}, its markup twin: ${row.twinRuns.map(line).join('; ')}`)
}
console.log(`- bare Next.js page (warm, each before a page): ${anchorRuns.map(line).join('; ')}`)
if (failingAudits.size) {
  console.log('\nAudits not passed (accessibility, best practices, SEO):')
  for (const [where, title] of failingAudits) console.log(`- ${where} — ${title}`)
}
await writeJson(path.join(ROOT, 'lighthouse/results.json'), {
  measuredAt,
  commit: commit.stdout.trim(),
  runs: RUNS,
  firstRuns: FIRST_RUNS,
  targets: TARGETS,
  budget,
  met: judged.met,
  verdict: judged.pages,
  bare,
  results,
  failingAudits: Object.fromEntries(failingAudits),
})
process.exit(judged.met ? 0 : 1)
