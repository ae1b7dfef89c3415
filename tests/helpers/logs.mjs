// Where the tests' servers, builds and in-process Payload write their logs: one file each under
// tests/.tmp/logs, so the test runners' own output stays their summaries and failures. `.ci/run`
// prints these files when a run fails.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const LOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/logs')

/** The path of the log called `name` (made safe for a file name), its folder created. */
export function logPath(name) {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  return path.join(LOG_DIR, `${name.replace(/[^\w.-]+/g, '-')}.log`)
}

/** A file descriptor appending to the log called `name`: for a child process's stdout and stderr. */
export function openLog(name) {
  return fs.openSync(logPath(name), 'a')
}
