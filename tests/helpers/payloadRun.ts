import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Node options for `payload run`, as the package.json scripts give them. `--conditions=production`
 * makes Lexical resolve straight to its built files: its default entry for Node picks one with a
 * top-level `await import()`, which Node 20 now and then never finishes while it loads a larger
 * graph, and the process then ends with exit code 0 before the script has run.
 */
export const PAYLOAD_RUN_NODE_OPTIONS = '--no-deprecation --conditions=production'

/** `payload run <script> [args]` in the project, as a new process with exactly `env`. */
export function payloadRun(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeout = 120_000,
): SpawnSyncReturns<string> {
  return spawnSync(path.join(root, 'node_modules/.bin/payload'), ['run', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout,
    env: { ...env, NODE_OPTIONS: PAYLOAD_RUN_NODE_OPTIONS },
  })
}
