// A jest reporter beside the default one: when a test file fails, it prints the end of the log
// that file's Payload wrote (tests/helpers/payload.ts), so a failure in CI comes with its cause
// while a passing run prints only the summaries.
import fs from 'node:fs'
import path from 'node:path'

import { LOG_DIR } from './logs.mjs'

const TAIL_LINES = 80

export default class LogReporter {
  onRunStart() {
    if (!fs.existsSync(LOG_DIR)) return
    for (const file of fs.readdirSync(LOG_DIR)) {
      if (file.startsWith('int-')) fs.rmSync(path.join(LOG_DIR, file), { force: true })
    }
  }

  onTestResult(_test, result) {
    if (result.numFailingTests === 0 && !result.testExecError) return
    const name = path.basename(result.testFilePath).replace(/\.test\.ts$/, '')
    const file = path.join(LOG_DIR, `int-${name}.log`)
    if (!fs.existsSync(file)) return
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n')
    process.stderr.write(
      `\n--- last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines of ${path.relative(process.cwd(), file)}\n` +
        `${lines.slice(-TAIL_LINES).join('\n')}\n---\n`,
    )
  }
}
