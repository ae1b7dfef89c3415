import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

/**
 * scripts/audit.mjs, CI's advisory check, against an `npm` that answers as the registry would:
 * a clean report, a report with a high advisory, or no report because the audit endpoint refused.
 */
const script = path.resolve(import.meta.dirname, '../../../scripts/audit.mjs')
let bin: string

/** An `npm` that prints `stdout` and exits with `status`, and records its arguments. */
function fakeNpm(stdout: string, status: number) {
  fs.writeFileSync(path.join(bin, 'answer.json'), stdout)
  fs.writeFileSync(
    path.join(bin, 'npm'),
    `#!/bin/sh\necho "$@" > "${bin}/args"\ncat "${bin}/answer.json"\nexit ${status}\n`,
    { mode: 0o755 },
  )
}

function audit(env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, AUDIT_REQUIRED: '', ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
    },
  })

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-npm-'))
})
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }))

describe('the advisory check in CI', () => {
  it('asks npm audit about production dependencies at the high level, and passes a clean report', () => {
    fakeNpm(report({}, { moderate: 1 }), 0)
    const run = audit()
    expect(fs.readFileSync(path.join(bin, 'args'), 'utf8').trim()).toBe(
      'audit --omit=dev --audit-level=high --json',
    )
    expect(run.status).toBe(0)
    expect(run.output).toContain('no high or critical advisory')
  })

  it('fails on a high advisory, naming the package and the advisory', () => {
    fakeNpm(
      report(
        {
          nodemailer: {
            name: 'nodemailer',
            severity: 'high',
            range: '<10.0.6',
            fixAvailable: true,
            via: [
              {
                title: 'Header injection',
                url: 'https://github.com/advisories/GHSA-v53p-9fqp-m79j',
                range: '<10.0.6',
              },
            ],
          },
        },
        { high: 1 },
      ),
      1,
    )
    const run = audit()
    expect(run.status).toBe(1)
    expect(run.output).toContain('high: nodemailer <10.0.6: a fix is available')
    expect(run.output).toContain('GHSA-v53p-9fqp-m79j')
  })

  it('says the packages were not checked when the audit endpoint refuses, and never passes', () => {
    const refusal = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    })
    fakeNpm(refusal, 1)
    const run = audit()
    expect(run.status).toBe(3)
    expect(run.output).toContain('405 Method Not Allowed')
    expect(run.output).toContain('were NOT checked for advisories')
    expect(audit({ AUDIT_REQUIRED: '1' }).status).toBe(1)
  })
})
