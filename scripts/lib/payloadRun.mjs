// `payload run <script>` as a child process: the owner's seed in the end-to-end tests, the
// benchmarks and Lighthouse, and the integration tests that start Payload as the server does.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Node options for `payload run`, as the package.json scripts give them. `--conditions=production`
 * makes Lexical resolve straight to its built files: its default entry for Node picks one with a
 * top-level `await import()`, which Node 20 now and then never finishes while it loads Payload's
 * graph, and the process then ends with exit code 0 before the script has run a line.
 */
export const PAYLOAD_RUN_NODE_OPTIONS = '--no-deprecation --conditions=production'

/** Runs `payload run <script> [args]` in the project, in a new process with exactly `env`. */
export function payloadRun(script, args, env, { timeout = 120_000, stdio = 'pipe' } = {}) {
  return spawnSync(path.join(ROOT, 'node_modules/.bin/payload'), ['run', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout,
    stdio,
    env: { ...env, NODE_OPTIONS: PAYLOAD_RUN_NODE_OPTIONS },
  })
}

/**
 * `payloadRun` without blocking: resolves, once the process has ended, with its exit status and
 * what it printed, so independent runs can go side by side. With `log` (a file descriptor) the
 * output goes there instead of into the answer. A run still going after `timeout` is killed.
 */
export function payloadRunAsync(script, args, env, { timeout = 120_000, log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/payload'), ['run', script, ...args], {
      cwd: ROOT,
      stdio: log === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
      env: { ...env, NODE_OPTIONS: PAYLOAD_RUN_NODE_OPTIONS },
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk) => (stdout += chunk))
    child.stderr?.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), timeout)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stdout, stderr })
    })
  })
}
