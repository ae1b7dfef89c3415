// `payload run <script>` as a child process: the owner's seed in the end-to-end tests, the
// benchmarks and Lighthouse, and the integration tests that start Payload as the server does.
import { spawnSync } from 'node:child_process'
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
