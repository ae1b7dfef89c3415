import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

import { BACKUP_FILE } from '@/lib/machineHealth'

/**
 * The Docker install's backup and restore scripts, run as an owner runs them, with stand-ins for
 * `docker` and `npm` on the PATH that record each call and what it was given on stdin.
 */
const root = path.resolve(import.meta.dirname, '../../..')
let install: string
let bin: string

function standIn(name: string, script: string) {
  const file = path.join(bin, name)
  fs.writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> "$CALLS"\n${script}\n`)
  fs.chmodSync(file, 0o755)
}

function run(script: string, args: string[] = []) {
  return spawnSync('sh', [path.join(install, 'deploy', script), ...args], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    env: {
      ...process.env,
      BACKUP_S3_BUCKET: '',
      PATH: `${bin}:${process.env.PATH}`,
      CALLS: path.join(install, 'calls.log'),
    },
  })
}

const calls = () =>
  fs.existsSync(path.join(install, 'calls.log'))
    ? fs.readFileSync(path.join(install, 'calls.log'), 'utf8').trim().split('\n')
    : []

beforeEach(() => {
  install = fs.mkdtempSync(path.join(os.tmpdir(), 'install-'))
  bin = path.join(install, 'bin')
  fs.mkdirSync(bin)
  fs.mkdirSync(path.join(install, 'deploy'))
  for (const script of ['nightly-backup.sh', 'restore.sh']) {
    fs.copyFileSync(path.join(root, 'deploy', script), path.join(install, 'deploy', script))
  }
  // docker answers an exec with bytes naming what it dumped, and keeps what it is fed.
  standIn(
    'docker',
    'case "$*" in *mongodump*) printf dump ;; *tar\\ -czf*) printf media ;; esac\n' +
      'case "$*" in *mongorestore*|*-xzf*) cat >> "$CALLS.stdin" ;; esac',
  )
  standIn('npm', '')
})

afterEach(() => fs.rmSync(install, { recursive: true, force: true }))

describe('deploy/nightly-backup.sh', () => {
  it('dumps the database and the uploads, copies them off the machine, and keeps two weeks', () => {
    fs.writeFileSync(path.join(install, '.env'), 'BACKUP_S3_BUCKET=offsite\n')
    fs.mkdirSync(path.join(install, 'backups'))
    const old = path.join(install, 'backups', 'db-20260101T0300Z.archive.gz')
    const recent = path.join(install, 'backups', 'db-20261201T0300Z.archive.gz')
    fs.writeFileSync(old, 'old')
    fs.writeFileSync(recent, 'recent')
    execFileSync('touch', ['-d', '20 days ago', old])
    execFileSync('touch', ['-d', '2 days ago', recent])

    const result = run('nightly-backup.sh')

    expect(result.status).toBe(0)
    const made = fs
      .readdirSync(path.join(install, 'backups'))
      .filter((name) => name !== 'db-20261201T0300Z.archive.gz')
    expect(made.map((name) => name.replace(/\d{8}T\d{4}Z/, '<time>')).sort()).toEqual([
      'db-<time>.archive.gz',
      'media-<time>.tar.gz',
    ])
    const db = made.find((name) => name.startsWith('db-'))!
    const media = made.find((name) => name.startsWith('media-'))!
    // Health counts the dump as a backup, so a night without one shows.
    expect(db).toMatch(BACKUP_FILE)
    expect(fs.readFileSync(path.join(install, 'backups', db), 'utf8')).toBe('dump')
    expect(fs.readFileSync(path.join(install, 'backups', media), 'utf8')).toBe('media')
    expect(fs.existsSync(recent)).toBe(true)
    const log = calls()
    expect(log[0]).toMatch(
      /^docker compose exec -T mongo sh -c mongodump --quiet --archive --gzip --db guesthouse -u "\$MONGO_INITDB_ROOT_USERNAME" -p "\$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin$/,
    )
    expect(log[1]).toBe('docker compose exec -T app tar -czf - -C /app media')
    expect(log[2]).toBe(`npm run backup -- --copy backups/${db} backups/${media}`)
    expect(log).toHaveLength(3)
  })

  it('copies nothing off the machine when .env names no bucket', () => {
    fs.writeFileSync(path.join(install, '.env'), 'APP_DOMAIN=example.com\n')
    expect(run('nightly-backup.sh').status).toBe(0)
    expect(calls().filter((line) => line.startsWith('npm'))).toEqual([])
  })
})

describe('deploy/restore.sh', () => {
  it('stops the app, puts both files back in order, and starts it again', () => {
    fs.mkdirSync(path.join(install, 'backups'))
    fs.writeFileSync(path.join(install, 'backups', 'db.archive.gz'), 'DB;')
    fs.writeFileSync(path.join(install, 'backups', 'media.tar.gz'), 'MEDIA;')
    const result = run('restore.sh', ['backups/db.archive.gz', 'backups/media.tar.gz'])
    expect(result.status).toBe(0)
    const log = calls()
    expect(log).toHaveLength(4)
    expect(log[0]).toBe('docker compose stop app')
    expect(log[1]).toMatch(
      /^docker compose exec -T mongo sh -c mongorestore --quiet --drop --archive --gzip/,
    )
    expect(log[2]).toBe('docker compose run --rm -T --entrypoint tar app -xzf - -C /app')
    expect(log[3]).toBe('docker compose start app')
    expect(fs.readFileSync(path.join(install, 'calls.log.stdin'), 'utf8')).toBe('DB;MEDIA;')
  })

  it('refuses a missing file before stopping anything', () => {
    const result = run('restore.sh', ['backups/none.archive.gz', 'backups/none.tar.gz'])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('no backup at backups/none.archive.gz')
    expect(calls()).toEqual([])
  })
})
