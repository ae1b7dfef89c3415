import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startTestApp, TEST_EDITOR, type TestApp } from '../helpers/payload'

let app: TestApp
let staff: string
let backupDir: string

const DAY_MS = 24 * 60 * 60 * 1000

beforeAll(async () => {
  backupDir = path.resolve('tests/.tmp/int', `health-backups-${process.pid}`)
  fs.rmSync(backupDir, { recursive: true, force: true })
  fs.mkdirSync(backupDir, { recursive: true })
  app = await startTestApp('health-machine', { BACKUP_DIR: backupDir })
  staff = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
  fs.rmSync(backupDir, { recursive: true, force: true })
})

async function health(query = '') {
  const response = await app.call('GET', `/health${query}`, { cookie: staff })
  const body = (await response.json()) as {
    failing: string[]
    checks: Record<string, { ok: boolean; reason?: string }>
  }
  return { status: response.status, failing: body.failing, checks: body.checks }
}

/** A backup file written `daysAgo` days ago. */
function backupMade(name: string, daysAgo: number) {
  const file = path.join(backupDir, name)
  fs.writeFileSync(file, 'archive')
  const at = new Date(Date.now() - daysAgo * DAY_MS)
  fs.utimesSync(file, at, at)
}

describe('GET /api/health watches the machine', () => {
  it('reports the room left on the data disk', async () => {
    const { checks } = await health()
    expect(checks.disk).toEqual({
      ok: true,
      reason: expect.stringMatching(/^\d+\.\d GB free \(\d+%\)$/),
    })
  })

  it('measures the disk above an uploads folder not made yet (uploads in S3)', async () => {
    const { checkDisk } = await import('@/health/machine')
    const check = await checkDisk(path.join(backupDir, 'not', 'made', 'yet'))
    expect(check).toEqual({ ok: true, reason: expect.stringMatching(/^\d+\.\d GB free/) })
  })

  it('fails naming backups while BACKUP_DIR holds no backup, or only one over two days old', async () => {
    expect(await health()).toMatchObject({
      status: 503,
      failing: ['backups'],
      checks: { backups: { ok: false, reason: 'no backup yet' } },
    })
    backupMade('guesthouse-2026-12-01T030000Z.tar.gz', 3)
    expect(await health()).toMatchObject({
      status: 503,
      failing: ['backups'],
      checks: { backups: { ok: false, reason: 'last backup 72 h ago' } },
    })
    // The load balancer's question leaves the owner's parts out.
    const instance = await health('?scope=instance')
    expect([instance.status, Object.keys(instance.checks)]).toEqual([
      200,
      ['database', 'migrations'],
    ])
    backupMade('db-20261206T0300Z.archive.gz', 0.5)
    expect(await health()).toMatchObject({
      status: 200,
      failing: [],
      checks: { backups: { ok: true, reason: 'last backup 12 h ago' } },
    })
  })
})
