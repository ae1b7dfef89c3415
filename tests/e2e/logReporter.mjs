// A Playwright reporter beside the summary one: when a run fails, it prints the end of the test
// server's log (tests/e2e/server.mjs) and of the browser's own log (playwright.config.ts), so a
// failure in CI comes with what the server and Chromium said.
import fs from 'node:fs'
import path from 'node:path'

import { logPath } from '../helpers/logs.mjs'
import { BROWSER_LOG, SERVER_LOG } from './env.mjs'

const TAIL_LINES = 120
// Chromium on a machine without a desktop session reports every D-Bus service it cannot reach;
// those lines say nothing about a test.
const NOISE = /d-?bus/i

function printTail(name, keep = () => true) {
  const file = logPath(name)
  if (!fs.existsSync(file)) return
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').filter(keep)
  process.stderr.write(
    `\n--- last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines of ${path.relative(process.cwd(), file)}\n` +
      `${lines.slice(-TAIL_LINES).join('\n')}\n---\n`,
  )
}

export default class ServerLogReporter {
  onEnd(result) {
    if (result.status === 'passed') return
    printTail(SERVER_LOG)
    printTail(BROWSER_LOG, (line) => line !== '' && !NOISE.test(line))
  }

  printsToStdio() {
    return false
  }
}
