// The integration and end-to-end suites, side by side on the one test build: each runs its files
// one at a time and spends much of its time waiting on servers, mail and the browser, so on two
// cores they take about the time of the longer instead of the sum. Each suite's output goes to its
// own log and is printed whole when it ends, so the two summaries stay readable; the run fails if
// either fails, once both have ended.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { logPath } from './helpers/logs.mjs'

const SUITES = [
  { name: 'integration', script: 'test:int' },
  { name: 'end-to-end', script: 'test:e2e' },
]

function run({ name, script }) {
  const log = logPath(`suite-${script.replace(':', '-')}`)
  const out = fs.openSync(log, 'w')
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', out, out] })
    child.on('exit', (code, signal) => {
      fs.closeSync(out)
      process.stdout.write(fs.readFileSync(log, 'utf8'))
      const seconds = Math.round((Date.now() - started) / 1000)
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`== ${name} tests ${status} in ${seconds} s\n`)
      resolve(code === 0)
    })
  })
}

const results = await Promise.all(SUITES.map(run))
process.exit(results.every(Boolean) ? 0 : 1)
