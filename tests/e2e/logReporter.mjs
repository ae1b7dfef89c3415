// A Playwright reporter beside the summary one: when a run fails, it prints the end of the test
// server's log (tests/e2e/server.mjs), so a failure in CI comes with what the server said.
import fs from 'node:fs'
import path from 'node:path'

import { logPath } from '../helpers/logs.mjs'
import { SERVER_LOG } from './env.mjs'

const TAIL_LINES = 120

export default class ServerLogReporter {
  onEnd(result) {
    if (result.status === 'passed') return
    const file = logPath(SERVER_LOG)
    if (!fs.existsSync(file)) return
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n')
    process.stderr.write(
      `\n--- last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines of ${path.relative(process.cwd(), file)}\n` +
        `${lines.slice(-TAIL_LINES).join('\n')}\n---\n`,
    )
  }

  printsToStdio() {
    return false
  }
}
