import type { ChildProcess } from 'node:child_process'

export declare const INSTANCES_ADMIN: { email: string; password: string }
export type Instance = { port: number; url: string; child: ChildProcess; output: string[] }
export declare function untilLogged(
  instance: Instance,
  pattern: RegExp,
  from?: number,
): Promise<void>
export declare function startInstances(options: {
  dir: string
  count?: number
  distDir?: string
  extra?: Record<string, string>
  rebuild?: boolean
  separateBuilds?: boolean
}): Promise<{
  instances: Instance[]
  publicUrl: string
  env: Record<string, string>
  stop: () => Promise<void>
  restart: (overrides?: Record<string, string>) => Promise<void>
  removeBuild: () => void
}>
