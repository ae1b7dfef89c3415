export declare function freePort(): Promise<number>
export type TestRedis = {
  port: number
  url: string
  output: string[]
  command: (line: string) => Promise<string>
  start: () => Promise<void>
  stop: () => Promise<void>
  close: () => Promise<void>
}
export declare function startRedis(options?: { port?: number }): Promise<TestRedis>
