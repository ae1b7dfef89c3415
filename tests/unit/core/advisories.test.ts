import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

/**
 * Installed versions must be at or above the fixed release of every published advisory for these
 * packages (see ARCHITECTURE.md, "Security"). npm audit cannot reach its service from the build machine,
 * so the floor is checked here against what is actually installed.
 */
const FIXED_RELEASES: Record<string, string> = {
  // Payload: access-control and auth advisories up to 3.73 (fixed in 3.74.0).
  payload: '3.74.0',
  '@payloadcms/next': '3.74.0',
  '@payloadcms/db-sqlite': '3.74.0',
  '@payloadcms/db-mongodb': '3.74.0',
  // Next.js: middleware authorization bypass, cache poisoning, RSC denial of service and source
  // exposure advisories (fixed in 16.2.6 for the 16.x line).
  next: '16.2.6',
  // React Server Components remote code execution and follow-up denial-of-service advisories.
  react: '19.2.3',
  'react-dom': '19.2.3',
  // Mail header and address-parsing advisories.
  nodemailer: '7.0.7',
}

function installed(name: string): string {
  const file = path.join(process.cwd(), 'node_modules', name, 'package.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

function atLeast(version: string, floor: string): boolean {
  const a = version.split(/[.-]/).slice(0, 3).map(Number)
  const b = floor.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] > b[i]
  }
  return true
}

describe('known advisories', () => {
  it.each(Object.entries(FIXED_RELEASES))('%s is at or above %s', (name, floor) => {
    const version = installed(name)
    expect(atLeast(version, floor)).toBe(true)
  })

  it('compares versions numerically', () => {
    expect(atLeast('16.10.0', '16.2.6')).toBe(true)
    expect(atLeast('16.2.5', '16.2.6')).toBe(false)
    expect(atLeast('3.90.1', '3.74.0')).toBe(true)
  })

  it('keeps every Payload package on one version', () => {
    const names = [
      'payload',
      '@payloadcms/next',
      '@payloadcms/ui',
      '@payloadcms/db-sqlite',
      '@payloadcms/db-mongodb',
      '@payloadcms/storage-s3',
      '@payloadcms/email-nodemailer',
    ]
    expect(new Set(names.map(installed)).size).toBe(1)
  })
})
