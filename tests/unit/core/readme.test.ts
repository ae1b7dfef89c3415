import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

/**
 * The README is what an owner follows on a fresh VPS, top to bottom: short, in order, and true to
 * docker-compose.yml. Narratives (benchmarks, tuning, operations) live in docs/.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')

describe('README', () => {
  it('stays under 150 lines, none wider than 120 characters', () => {
    const lines = readme.split('\n')
    expect(lines.length).toBeLessThan(150)
    expect(lines.filter((line) => line.length > 120)).toEqual([])
  })

  it('shows the two commands for a fresh machine, each in a block of its own', () => {
    const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1].trim())
    expect(blocks).toContain('npm install && npm run dev')
    expect(blocks).toContain('npm test')
  })

  it('walks the runbook in the order an owner needs it', () => {
    const steps = [
      'Machine and DNS',
      'Settings',
      'Build and start',
      'First admin',
      'HTTPS',
      'Backups',
      'Restore',
      'Upgrade',
      'Rollback',
    ]
    const at = steps.map((step) => readme.indexOf(`\n### ${step}\n`))
    expect(at.every((index) => index > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  it('asks in .env for every setting compose requires, and only settings compose reads', () => {
    const envBlock = /cat > \.env <<'ENV'\n([\s\S]*?)\nENV/.exec(readme)?.[1] ?? ''
    const given = envBlock.split('\n').map((line) => line.split('=')[0])
    const required = [...compose.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1])
    expect(required.length).toBeGreaterThan(0)
    expect(required.filter((name) => !given.includes(name))).toEqual([])
    expect(given.filter((name) => !compose.includes(`\${${name}`))).toEqual([])
  })

  it('uses only compose profiles the file defines, and links only files that exist', () => {
    const profiles = [...readme.matchAll(/--profile (\w+)/g)].map((match) => match[1])
    expect(profiles.length).toBeGreaterThan(0)
    for (const profile of new Set(profiles)) expect(compose).toContain(`profiles: [${profile}]`)
    const links = [...readme.matchAll(/\]\(([^)#:]+)\)/g)].map((match) => match[1])
    expect(links.filter((link) => !fs.existsSync(path.join(root, link)))).toEqual([])
  })
})
