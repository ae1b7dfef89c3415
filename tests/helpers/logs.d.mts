export function logPath(name: string): string
export function openLog(name: string): number
export function logsStartingWith(prefix: string): string[]
export function printLogTail(
  file: string,
  options: { count: number; keep?: (line: string) => boolean },
): void
