import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

/**
 * How the installed packages hang together. Which versions carry known advisories is npm audit's
 * to say (scripts/audit.mjs, run by .ci/run), not a list kept by hand here.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  overrides?: Record<string, string>
}

function manifest(dir: string): { name: string; version: string } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
}

function installed(name: string): string {
  return manifest(path.join(root, 'node_modules', name)).version
}

/** The folder of the package `name` as `fromPackage` loads it (Node's own resolution). */
function resolvedFrom(fromPackage: string, name: string): string {
  const require = createRequire(path.join(root, 'node_modules', fromPackage, 'package.json'))
  let dir = path.dirname(require.resolve(name))
  while (!fs.existsSync(path.join(dir, 'package.json')) || manifest(dir).name !== name) {
    dir = path.dirname(dir)
  }
  return dir
}

describe('installed packages', () => {
  it('keeps every Payload package on one version', () => {
    const names = Object.keys(pkg.dependencies).filter(
      (name) => name === 'payload' || name.startsWith('@payloadcms/'),
    )
    expect(names.length).toBeGreaterThan(5)
    expect(new Set(names.map((name) => pkg.dependencies[name])).size).toBe(1)
    expect(new Set(names.map(installed)).size).toBe(1)
  })

  it("sends Payload's email with the project's own nodemailer, on the line with the fix", () => {
    // Payload's adapter asks for the 9.x line, which has no fix for GHSA-v53p-9fqp-m79j (fixed in
    // 10.0.6); the override gives it the project's nodemailer instead.
    expect(pkg.overrides?.nodemailer).toBe('$nodemailer')
    const adapterCopy = resolvedFrom('@payloadcms/email-nodemailer', 'nodemailer')
    expect(adapterCopy).toBe(path.join(root, 'node_modules/nodemailer'))
    const [major, minor, patch] = manifest(adapterCopy).version.split('.').map(Number)
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(10_000_006)
  })

  it('lists no package the project does not use', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies }
    // The flat ESLint config needs no eslintrc bridge; nodemailer 10 carries its own types.
    expect(Object.keys(all)).not.toContain('@eslint/eslintrc')
    expect(Object.keys(all)).not.toContain('@types/nodemailer')
  })
})

describe('the update bot (renovate.json)', () => {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'renovate.json'), 'utf8')) as {
    packageRules: Array<{
      matchPackageNames?: string[]
      matchDepNames?: string[]
      groupName?: string
    }>
  }
  const groupOf = (name: string) =>
    config.packageRules.find((rule) =>
      (rule.matchPackageNames ?? []).some((pattern) =>
        new RegExp(`^${pattern.replaceAll('*', '.*')}$`).test(name),
      ),
    )?.groupName

  it('moves every Payload package in one update, since they are exact peers of each other', () => {
    const names = Object.keys(pkg.dependencies).filter(
      (name) => name === 'payload' || name.startsWith('@payloadcms/'),
    )
    expect(names.map(groupOf)).toEqual(names.map(() => 'Payload'))
    expect(groupOf('next')).toBe(groupOf('eslint-config-next'))
  })

  it('moves the one Node version (devDependency, .nvmrc, base image) in one update', () => {
    const node = config.packageRules.find((rule) => rule.matchDepNames?.includes('node'))
    expect(node?.groupName).toBe('Node')
  })
})
