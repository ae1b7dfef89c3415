// Where the tests' servers, builds and in-process Payload write their logs: one file each under
// tests/.tmp/logs, so the test runners' own output stays their summaries and failures. When a run
// fails, the two test reporters print the tails that matter through printLogTail.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/logs')

/** The path of the log called `name` (made safe for a file name), its folder created. */
export function logPath(name) {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  return path.join(LOG_DIR, `${name.replace(/[^\w.-]+/g, '-')}.log`)
}

/** A file descriptor appending to the log called `name`: for a child process's stdout and stderr. */
export function openLog(name) {
  return fs.openSync(logPath(name), 'a')
}

/** The logs whose names start with `prefix`, oldest first. */
export function logsStartingWith(prefix) {
  if (!fs.existsSync(LOG_DIR)) return []
  return fs
    .readdirSync(LOG_DIR)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(LOG_DIR, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
}

/**
 * Writes the last `count` lines of the log at `file` that `keep` lets through to stderr, for a
 * test reporter to show with a failure; a missing file prints nothing.
 */
export function printLogTail(file, { count, keep = () => true }) {
  if (!fs.existsSync(file)) return
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').filter(keep)
  const name = path.relative(process.cwd(), file)
  if (lines.length === 0) {
    process.stderr.write(`\n--- ${name}: nothing logged\n`)
    return
  }
  process.stderr.write(
    `\n--- last ${Math.min(count, lines.length)} of ${lines.length} lines of ${name}\n` +
      `${lines.slice(-count).join('\n')}\n---\n`,
  )
}
