// A Playwright reporter beside the summary one: when a run fails, it prints the end of the test
// server's log (tests/e2e/server.mjs) and of the browsers' own logs (playwright.config.ts, one per
// worker), so a failure in CI comes with what the server and Chromium said.
import fs from 'node:fs'

import { logPath, logsStartingWith, printLogTail } from '../helpers/logs.mjs'
import { BROWSER_LOG, SERVER_LOG } from './env.mjs'

const TAIL_LINES = 120
// Chromium on a machine without a desktop session reports every D-Bus service it cannot reach;
// those lines say nothing about a test.
const NOISE = /d-?bus/i
const browserLogs = () => logsStartingWith(`${BROWSER_LOG}-`)

export default class E2eLogReporter {
  onBegin() {
    // The last run's browser logs would be printed as this one's.
    for (const file of browserLogs()) fs.rmSync(file, { force: true })
  }

  onEnd(result) {
    if (result.status === 'passed') return
    printLogTail(logPath(SERVER_LOG), { count: TAIL_LINES })
    for (const file of browserLogs()) {
      printLogTail(file, { count: TAIL_LINES, keep: (line) => line !== '' && !NOISE.test(line) })
    }
  }

  printsToStdio() {
    return false
  }
}
