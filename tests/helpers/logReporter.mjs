// A jest reporter beside the default one: when a test file fails, it prints the end of the log
// that file's Payload wrote (tests/helpers/payload.ts), so a failure in CI comes with its cause
// while a passing run prints only the summaries.
import fs from 'node:fs'
import path from 'node:path'

import { logPath, logsStartingWith, printLogTail } from './logs.mjs'

const TAIL_LINES = 80

export default class LogReporter {
  onRunStart() {
    for (const file of logsStartingWith('int-')) fs.rmSync(file, { force: true })
  }

  onTestResult(_test, result) {
    if (result.numFailingTests === 0 && !result.testExecError) return
    const name = path.basename(result.testFilePath).replace(/\.test\.ts$/, '')
    printLogTail(logPath(`int-${name}`), { count: TAIL_LINES })
  }
}
