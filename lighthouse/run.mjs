// `npm run lighthouse`: Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown)
// on the public pages of a production build, 3 runs each, medians compared with the targets. The
// exit code says whether every target was met.
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'

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
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = ['/', '/rooms', '/explore', '/contact', '/bookings']
const KB = 1024

const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 200,
  transferHome: 400 * KB,
  transferOther: 300 * KB,
  javascript: 150 * KB,
}

const DIR = path.join(ROOT, 'lighthouse/.tmp')
const env = productionEnv({ dir: DIR, port: PORT, distDir: '.next-lighthouse' })
if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
  await seedFresh(DIR, env)
  build(env)
}
const server = start(env, { stdio: 'ignore' })
await waitForOk(`${BASE}/`)

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function measure(lhr) {
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    )
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  const images = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'image',
  )
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    transfer: Math.round(lhr.audits['total-byte-weight'].numericValue),
    javascript: scripts?.transferSize ?? 0,
    images: images?.transferSize ?? 0,
  }
}

// Trace-recording failures that Lighthouse itself answers with "Please run Lighthouse again": the
// run is repeated (twice at most) instead of throwing away the whole measurement.
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])

async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!lhr.runtimeError || !RETRYABLE.has(lhr.runtimeError.code) || attempt === 3) return lhr
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`)
  }
}

const results = []
const failingAudits = new Map()
try {
  for (const page of PAGES) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(`${BASE}${page}`)
      runs.push(measure(lhr))
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            failingAudits.set(`${page} ${category}: ${ref.id}`, audit.title)
          }
        }
      }
    }
    const row = { page }
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]))
    // Each run's figures as well, so a median on the line can be read next to its spread.
    row.runs = runs
    results.push(row)
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
}

function checks(row) {
  const transferLimit = row.page === '/' ? TARGETS.transferHome : TARGETS.transferOther
  return {
    performance: row.performance >= TARGETS.performance,
    accessibility: row.accessibility >= TARGETS.accessibility,
    bestPractices: row.bestPractices >= TARGETS.bestPractices,
    seo: row.seo >= TARGETS.seo,
    lcpMs: row.lcpMs <= TARGETS.lcpMs,
    cls: row.cls <= TARGETS.cls,
    tbtMs: row.tbtMs <= TARGETS.tbtMs,
    transfer: row.transfer <= transferLimit,
    javascript: row.javascript <= TARGETS.javascript,
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(0)} KB`
const mark = (ok) => (ok ? '' : ' ✗')
console.log(
  `\nLighthouse ${RUNS}-run medians, mobile (simulated slow 4G, 4x CPU), production build\n`,
)
console.log('| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | transfer | JS | images |')
console.log('|---|---|---|---|---|---|---|---|---|---|---|')
let allMet = true
for (const row of results) {
  const ok = checks(row)
  allMet &&= Object.values(ok).every(Boolean)
  console.log(
    `| ${row.page} | ${row.performance}${mark(ok.performance)} | ${row.accessibility}${mark(ok.accessibility)} | ${row.bestPractices}${mark(ok.bestPractices)} | ${row.seo}${mark(ok.seo)} | ${row.lcpMs} ms${mark(ok.lcpMs)} | ${row.cls}${mark(ok.cls)} | ${row.tbtMs} ms${mark(ok.tbtMs)} | ${kb(row.transfer)}${mark(ok.transfer)} | ${kb(row.javascript)}${mark(ok.javascript)} | ${kb(row.images)} |`,
  )
}
console.log(
  `\nTargets: perf >= ${TARGETS.performance}, a11y ${TARGETS.accessibility}, best practices >= ${TARGETS.bestPractices}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms, transfer <= 400 KB on / and 300 KB elsewhere, JS <= 150 KB. ✗ marks a miss.`,
)
console.log('\nEach run, LCP / TBT:')
for (const row of results) {
  console.log(
    `- ${row.page}: ${row.runs.map((run) => `${run.lcpMs} ms / ${run.tbtMs} ms`).join('; ')}`,
  )
}
if (failingAudits.size) {
  console.log('\nAudits not passed (accessibility, best practices, SEO):')
  for (const [where, title] of failingAudits) console.log(`- ${where} — ${title}`)
}
fs.writeFileSync(
  path.join(ROOT, 'lighthouse/results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, targets: TARGETS, results, failingAudits: Object.fromEntries(failingAudits) }, null, 2)}\n`,
)
process.exit(allMet ? 0 : 1)
