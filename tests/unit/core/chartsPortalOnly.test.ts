import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

/**
 * The chart library is the owner's month's alone: loaded by a dynamic import from the portal's
 * month page, so it is a chunk of its own that no guest page (and no other page) ever downloads.
 */
const src = path.resolve(import.meta.dirname, '../../../src')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|css)$/.test(entry.name) ? [full] : []
  })
}

describe('the chart library', () => {
  it('is imported in one place, dynamically, under the portal’s month page', () => {
    const users = sourceFiles(src)
      .filter((file) => /['"]chartist(\/[^'"]*)?['"]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file))
    expect(users).toEqual(['components/admin/Money/Month/loadCharts.ts'])
    const loader = fs.readFileSync(path.join(src, users[0]), 'utf8')
    expect(loader).toMatch(/import\('chartist'\)/)
    expect(loader).not.toMatch(/^import .*from 'chartist'/m)
  })
})
