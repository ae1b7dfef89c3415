// The integration and end-to-end suites on the one test build, in two lanes: each test spends much
// of its time waiting on servers, mail and the browser, so two runs side by side keep two cores
// about as busy as they can be without the timing-sensitive tests starving.
//
// The end-to-end suite is one run. The production image's replay (a second `npm ci` and
// `next build`, the longest integration file by far) is one run of its own, started beside it.
// The other integration files are then handed out in runs of decreasing size to whichever lane is
// free (guided self-scheduling: a lane takes a share of what is left), so both lanes end within a
// run of a few files of each other, where one integration run took half an hour once the end-to-end
// suite had ended. Every run keeps one file at a time (jest --runInBand), as `npm run test:int`.
//
// Each run's output goes to its own log and is printed whole when it ends, so the summaries stay
// readable; the whole fails if any run fails, once every lane has ended, and then prints each failed
// run's failures again as its last lines: a run that failed early is otherwise buried under the
// output of every run that ended after it, where a reader of the tail never sees it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { logPath } from './helpers/logs.mjs'

const LANES = 2
// The production image's replay, run on its own from the start.
const IMAGE_TEST = 'tests/int/image.test.ts'

const intFiles = fs
  .readdirSync('tests/int')
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => path.posix.join('tests/int', name))
  .filter((file) => file !== IMAGE_TEST)

const fixedRuns = [
  { name: 'end-to-end', args: ['run', '--silent', 'test:e2e'] },
  intRun('integration: the production image', [IMAGE_TEST]),
]
let nextFile = 0
let intRuns = 0

function intRun(name, files) {
  return {
    name,
    files,
    args: ['run', '--silent', 'test:int', '--', '--runTestsByPath', ...files],
  }
}

/** The next run for a free lane: the fixed ones first, then a share of the files left. */
function takeRun() {
  if (fixedRuns.length) return fixedRuns.shift()
  const left = intFiles.length - nextFile
  if (left === 0) return null
  const files = intFiles.slice(nextFile, nextFile + Math.ceil(left / (2 * LANES)))
  nextFile += files.length
  intRuns += 1
  return intRun(`integration, part ${intRuns} (${files.length} files)`, files)
}

function execute({ name, args }) {
  const log = logPath(`suite-${name}`)
  const out = fs.openSync(log, 'w')
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', out, out] })
    child.on('exit', (code, signal) => {
      fs.closeSync(out)
      process.stdout.write(fs.readFileSync(log, 'utf8'))
      const seconds = Math.round((Date.now() - started) / 1000)
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`== ${name} ${status} in ${seconds} s\n`)
      resolve(code === 0 ? [] : [{ name, log }])
    })
  })
}

// Where a runner's account of its failures begins: Playwright numbers each failed test
// ("  1) [chromium] › …"); jest heads a failed file's account "FAIL".
const FAILURES_START = [/^\s+1\) \[/m, /^FAIL /m]
const FAILURES_LINES = 150

/** A failed run's account of its failures, from where its runner begins it; else its last lines. */
function failuresOf(output) {
  const starts = FAILURES_START.map((marker) => output.search(marker)).filter((at) => at >= 0)
  const lines = output.slice(starts.length ? Math.min(...starts) : 0).split('\n')
  return (starts.length ? lines.slice(0, FAILURES_LINES) : lines.slice(-FAILURES_LINES)).join('\n')
}

async function lane() {
  const failed = []
  for (let run = takeRun(); run; run = takeRun()) failed.push(...(await execute(run)))
  return failed
}

const started = Date.now()
const failed = (await Promise.all(Array.from({ length: LANES }, lane))).flat()
const seconds = Math.round((Date.now() - started) / 1000)
if (failed.length) {
  for (const { name, log } of failed) {
    process.stdout.write(
      `== ${name}: its failures again\n${failuresOf(fs.readFileSync(log, 'utf8'))}\n`,
    )
  }
  process.stdout.write(
    `== FAILED: ${failed.map(({ name }) => name).join('; ')} (after ${seconds} s)\n`,
  )
  process.exit(1)
}
process.stdout.write(
  `== integration (${intFiles.length + 1} files in ${intRuns + 1} runs) and end-to-end tests passed in ${seconds} s\n`,
)
