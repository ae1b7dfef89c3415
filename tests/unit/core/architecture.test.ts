import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

/** The map of the code fits one screen, and every folder or file it names is there. */
const root = path.resolve(import.meta.dirname, '../../..')
const map = fs.readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8')

/** Where a path in the map may start: its own words name folders from these. */
const BASES = ['', 'src', 'src/collections', 'src/lib', 'src/components', 'src/lib/messages']

describe('ARCHITECTURE.md', () => {
  it('is at most 120 lines, none wider than 120 characters', () => {
    const lines = map.trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(120)
    expect(lines.filter((line) => line.length > 120)).toEqual([])
  })

  it('names only folders and files that exist', () => {
    const named = [...map.matchAll(/`([\w./-]+\/[\w./-]*)`|\| ([A-Z]?[\w-]+\/[\w/]*) /g)]
      .map((match) => match[1] ?? match[2])
      .filter((name) => !name.startsWith('/') && !name.includes('...'))
    const missing = named.filter(
      (name) => !BASES.some((base) => fs.existsSync(path.join(root, base, name))),
    )
    expect(named.length).toBeGreaterThan(60)
    expect(missing).toEqual([])
  })
})
