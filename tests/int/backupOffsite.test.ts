import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
// s3rver ships no types; it is a real S3-protocol server on loopback.
// @ts-expect-error no declaration file
import S3rver from 's3rver'

// `npm run backup` copying each archive off the machine, to an S3-protocol server on loopback.
const root = path.resolve(import.meta.dirname, '../..')
const BUCKET = 'house-backups'
const dir = path.join(root, 'tests/.tmp/int', `backup-offsite-${process.pid}`)
const s3Dir = path.join(dir, 's3')
const backupDir = path.join(dir, 'backups')

let s3: { run: () => Promise<{ port: number }>; close: () => Promise<void> }
let endpoint: string

const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')

/** What the bucket holds, by key, as the bytes stored. */
function bucket(): Record<string, string> {
  const base = path.join(s3Dir, BUCKET)
  if (!fs.existsSync(base)) return {}
  const objects = fs
    .readdirSync(base, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('._S3rver_object'))
  return Object.fromEntries(
    objects.map((name) => [
      name.replace(/\._S3rver_object$/, ''),
      sha(fs.readFileSync(path.join(base, name))),
    ]),
  )
}

function backup(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/backup.mjs'), ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`,
        MEDIA_DIR: path.join(dir, 'media'),
        BACKUP_DIR: backupDir,
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

const bucketEnv = () => ({
  BACKUP_S3_BUCKET: BUCKET,
  BACKUP_S3_ENDPOINT: endpoint,
  BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
  BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
})

beforeAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  fs.mkdirSync(s3Dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'media', 'room.webp'), 'a picture')
  const db = createClient({ url: `file:${path.join(dir, 'db.sqlite')}` })
  await db.execute('CREATE TABLE rooms (name TEXT)')
  await db.execute("INSERT INTO rooms VALUES ('Garden Room')")
  db.close()
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`
}, 30_000)

afterAll(async () => {
  await s3?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('npm run backup with BACKUP_S3_BUCKET', () => {
  it('copies the archive it writes to the bucket, byte for byte', async () => {
    const { status, output } = await backup([], bucketEnv())
    expect(status).toBe(0)
    const [archive] = fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))
    expect(output).toContain(`copied to s3://${BUCKET}/backups/${archive}`)
    expect(bucket()).toEqual({
      [`backups/${archive}`]: sha(fs.readFileSync(path.join(backupDir, archive))),
    })
  }, 30_000)

  it("takes the uploads' keys and endpoint when it is given none of its own", async () => {
    const dump = path.join(dir, 'db-20261207T0300Z.archive.gz')
    fs.writeFileSync(dump, 'a database dump made in the mongo container')
    const { status, output } = await backup(['--copy', dump], {
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_PREFIX: 'house/',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    })
    expect([status, output.trim()]).toEqual([
      0,
      `Copied to s3://${BUCKET}/: house/db-20261207T0300Z.archive.gz`,
    ])
    expect(bucket()['house/db-20261207T0300Z.archive.gz']).toBe(sha(fs.readFileSync(dump)))
  }, 30_000)

  it('refuses a bucket without keys before writing anything', async () => {
    const before = fs.readdirSync(backupDir)
    const { status, output } = await backup([], { BACKUP_S3_BUCKET: BUCKET })
    expect(status).toBe(1)
    expect(output).toContain('BACKUP_S3_BUCKET is set but no key is')
    expect(fs.readdirSync(backupDir)).toEqual(before)
  }, 30_000)
})
