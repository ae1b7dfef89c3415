import { execFileSync } from 'node:child_process'

import { describe, expect, it } from '@jest/globals'

/** Imports the settings in a process of their own, as a server start does. */
function start(env: { NODE_ENV: 'production' } & Record<string, string>): string {
  try {
    execFileSync(process.execPath, ['--import', 'tsx', '-e', "await import('./src/lib/env.ts')"], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: 'pipe',
      encoding: 'utf8',
    })
    return 'started'
  } catch (error) {
    return String((error as { stderr?: string }).stderr)
  }
}

const production = {
  NODE_ENV: 'production' as const,
  PAYLOAD_SECRET: 'a-long-production-secret-0123456789abcdef',
  NEXT_PUBLIC_SERVER_URL: 'https://guesthouse.example',
}

describe('the test setting that lets calendars be read from 127.0.0.1', () => {
  it('stops a production start', () => {
    expect(start(production)).toBe('started')
    expect(start({ ...production, CALENDAR_FEEDS_ALLOW_LOOPBACK: 'true' })).toContain(
      'CALENDAR_FEEDS_ALLOW_LOOPBACK must be removed',
    )
  })
})
