export const LOG_DIR: string
export function logPath(name: string): string
export function openLog(name: string): number
