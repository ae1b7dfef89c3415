import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

// `npm run backup` and `npm run restore` against the compose file's MongoDB, a replica set. No
// MongoDB server runs here: stand-ins for mongodump and mongorestore on the PATH record what the
// scripts ask of them and carry the archive through, as the real tools would.
const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'tests/.tmp/int', `backup-mongo-${process.pid}`)
const bin = path.join(dir, 'bin')
const toolLog = path.join(dir, 'tools.log')

/** The app's DATABASE_URL as compose hands it over with this password and the default user. */
async function composeDatabaseUrl(password: string): Promise<string> {
  const { parse } = await import('yaml')
  const file = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  })
  const written: string = file.services.app.environment.DATABASE_URL
  return written
    .replace('${MONGO_USERNAME:-guesthouse}', 'guesthouse')
    .replace('${MONGO_PASSWORD:?set MONGO_PASSWORD in .env}', password)
}

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        NODE_ENV: 'production',
        TOOL_LOG: toolLog,
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

function tool(name: string, body: string) {
  fs.writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> "$TOOL_LOG"\n${body}`)
  fs.chmodSync(path.join(bin, name), 0o755)
}

beforeAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(bin, { recursive: true })
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'media', 'room.webp'), 'a picture')
  const eachArchive = (action: string) =>
    `for arg in "$@"; do case "$arg" in --archive=*) ${action} ;; esac; done\n`
  tool('mongodump', eachArchive(`printf 'the replica set dumped' > "\${arg#--archive=}"`))
  tool('mongorestore', eachArchive(`cat "\${arg#--archive=}" >> "$TOOL_LOG"; echo >> "$TOOL_LOG"`))
})

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('backup and restore with the compose MongoDB', () => {
  it('hand the replica set address whole to mongodump and mongorestore, and round-trip the dump', async () => {
    const url = await composeDatabaseUrl('s3cret')
    expect(url).toBe(
      'mongodb://guesthouse:s3cret@mongo:27017/guesthouse?authSource=admin&replicaSet=rs0',
    )
    const env = { DATABASE_URL: url, BACKUP_DIR: path.join(dir, 'backups') }
    const backup = await run('scripts/backup.mjs', [], {
      ...env,
      MEDIA_DIR: path.join(dir, 'media'),
    })
    expect([backup.status, backup.output]).toEqual([0, expect.stringContaining('mongodb database')])
    const [archive] = fs.readdirSync(path.join(dir, 'backups'))
    const restore = await run(
      'scripts/restore.mjs',
      [path.join(dir, 'backups', archive), '--force'],
      { ...env, MEDIA_DIR: path.join(dir, 'restored-media') },
    )
    expect([restore.status, restore.output]).toEqual([0, expect.stringContaining('Restored')])
    const lines = fs.readFileSync(toolLog, 'utf8').trim().split('\n')
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^mongodump --uri=${url.replace(/[?]/g, '\\?')} --archive=`),
      ),
      expect.stringMatching(
        new RegExp(`^mongorestore --uri=${url.replace(/[?]/g, '\\?')} --archive=.* --gzip --drop`),
      ),
      'the replica set dumped',
    ])
    expect(fs.readdirSync(path.join(dir, 'restored-media'))).toEqual(['room.webp'])
  }, 60_000)
})
