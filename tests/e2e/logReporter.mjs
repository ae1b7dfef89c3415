// A Playwright reporter beside the summary one: when a run fails, it prints the end of the test
// server's log (tests/e2e/server.mjs) and of the browsers' own logs (playwright.config.ts, one per
// worker), so a failure in CI comes with what the server and Chromium said.
import fs from 'node:fs'
import path from 'node:path'

import { LOG_DIR, logPath } from '../helpers/logs.mjs'
import { BROWSER_LOG, SERVER_LOG } from './env.mjs'

const TAIL_LINES = 120
// Chromium on a machine without a desktop session reports every D-Bus service it cannot reach;
// those lines say nothing about a test.
const NOISE = /d-?bus/i

function printTail(file, keep = () => true) {
  if (!fs.existsSync(file)) return
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').filter(keep)
  const name = path.relative(process.cwd(), file)
  if (lines.length === 0) {
    process.stderr.write(`\n--- ${name}: nothing logged\n`)
    return
  }
  process.stderr.write(
    `\n--- last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines of ${name}\n` +
      `${lines.slice(-TAIL_LINES).join('\n')}\n---\n`,
  )
}

/** This run's browser logs (the workers' pids name them), oldest first. */
function browserLogs() {
  if (!fs.existsSync(LOG_DIR)) return []
  return fs
    .readdirSync(LOG_DIR)
    .filter((name) => name.startsWith(`${BROWSER_LOG}-`))
    .map((name) => path.join(LOG_DIR, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
}

export default class ServerLogReporter {
  onBegin() {
    // The last run's browser logs would be printed as this one's.
    for (const file of browserLogs()) fs.rmSync(file, { force: true })
  }

  onEnd(result) {
    if (result.status === 'passed') return
    printTail(logPath(SERVER_LOG))
    for (const file of browserLogs()) {
      printTail(file, (line) => line !== '' && !NOISE.test(line))
    }
  }

  printsToStdio() {
    return false
  }
}
