import type { ChildProcess } from 'node:child_process'

export declare const ROOT: string
export declare function productionEnv(options: {
  dir: string
  port: number
  distDir: string
  extra?: Record<string, string>
}): Record<string, string>
export declare function seedFresh(dir: string, env: Record<string, string>): Promise<void>
/** Resolves with the number of rooms in the SQLite file; rejects when there are none. */
export declare function expectSeededRooms(file: string): Promise<number>
export declare function build(
  env: Record<string, string>,
  options?: { skipIfBuilt?: boolean },
): void
export declare function start(
  env: Record<string, string>,
  options?: { stdio?: 'inherit' | 'ignore' | 'pipe' },
): ChildProcess
export declare function waitForOk(
  url: string,
  options?: { timeoutMs?: number; since?: number },
): Promise<number>
