import type { SpawnSyncReturns } from 'node:child_process'

export declare const PAYLOAD_RUN_NODE_OPTIONS: string
export declare function payloadRun(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options?: { timeout?: number; stdio?: 'pipe' | 'inherit' },
): SpawnSyncReturns<string>
export declare function payloadRunAsync(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options?: { timeout?: number; log?: number },
): Promise<{ status: number | null; stdout: string; stderr: string }>
