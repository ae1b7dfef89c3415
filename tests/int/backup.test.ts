import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { BED_TYPES } from '@/lib/rooms'

import { logPath } from '../helpers/logs.mjs'
import { makeImage, startTestApp, type TestApp } from '../helpers/payload'
import { payloadRun } from '../../scripts/lib/payloadRun.mjs'

// The backup is taken by `npm run backup`'s script in its own process while this process keeps
// writing rooms, contact messages, bookings and uploads through Payload on the same SQLite file,
// as the running site would. The archive is restored into an empty folder, and Payload, started
// there in another process, must find everything acknowledged before the backup started.
const root = path.resolve(import.meta.dirname, '../..')
const context = { disableRevalidate: true }

let app: TestApp
let restoreDir: string

type Ack = {
  kind: 'media' | 'rooms' | 'messages' | 'bookings'
  id: string
  files: string[]
  at: number
}

function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output, ms: Date.now() - started }))
  })
}

function appEnv(dir: string) {
  return {
    DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    BACKUP_DIR: path.join(app.dir, 'backups'),
  }
}

beforeAll(async () => {
  app = await startTestApp('backup')
  restoreDir = path.join(app.dir, 'restored')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

/** One guest-house day in miniature, over and over until told to stop. */
async function writeStream(acks: Ack[], writer: number, isWriting: () => boolean) {
  const { payload } = app
  for (let i = 0; isWriting(); i++) {
    const data = await makeImage('png', 40 + writer * 7 + (i % 13), 30 + (i % 11))
    const media = await payload.create({
      collection: 'media',
      data: { alt: `Photo ${writer}-${i}` },
      file: { data, mimetype: 'image/png', name: `photo-${writer}-${i}.png`, size: data.length },
      overrideAccess: true,
      context,
    })
    const files = [media.filename, ...Object.values(media.sizes ?? {}).map((s) => s?.filename)]
    acks.push({
      kind: 'media',
      id: String(media.id),
      files: files.filter((f): f is string => Boolean(f)),
      at: Date.now(),
    })
    const room = await payload.create({
      collection: 'rooms',
      data: {
        name: `Room ${writer}-${i}`,
        description: 'A quiet room facing the garden, with a fan and a desk.',
        regularPrice: 250 + i,
        bedType: BED_TYPES[i % BED_TYPES.length],
        images: [media.id],
      },
      overrideAccess: true,
      context,
    })
    acks.push({ kind: 'rooms', id: String(room.id), files: [], at: Date.now() })
    const message = await payload.create({
      collection: 'contact-messages',
      data: {
        name: `Guest ${i}`,
        email: `g${i}@guest.test`,
        subject: 'Stay',
        message: 'Free?',
        houseEmailStatus: 'captured',
        guestEmailStatus: 'captured',
      },
      overrideAccess: true,
      context,
    })
    acks.push({ kind: 'messages', id: String(message.id), files: [], at: Date.now() })
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        room: room.id,
        guestName: `Guest ${i}`,
        guests: 1,
        checkIn: '2027-01-10',
        checkOut: '2027-01-12',
        price: 50000,
        source: 'whatsapp',
        // Requests take no nights, so every guest of the stream may ask for the same ones.
        status: 'requested',
      },
      overrideAccess: true,
      context,
    })
    acks.push({ kind: 'bookings', id: String(booking.id), files: [], at: Date.now() })
  }
}

describe('npm run backup / npm run restore', () => {
  let archive: string

  it('takes a consistent backup during a stream of writes; the restore holds everything acknowledged before it', async () => {
    const acks: Ack[] = []
    let writing = true
    const writers = [0, 1].map((w) => writeStream(acks, w, () => writing))
    // A writer that fails (a write the app refuses) fails the test here, instead of the wait for
    // 40 acknowledgements running until the test's time is up.
    const writersFailed = Promise.all(writers).then(() => {
      throw new Error('the writers stopped before the backup')
    })
    // Once the test stops them on purpose, that is no failure.
    writersFailed.catch(() => undefined)
    let startedAt = 0
    let endedAt = 0
    let backup: Awaited<ReturnType<typeof runScript>>
    try {
      while (acks.length < 40) {
        await Promise.race([writersFailed, new Promise((resolve) => setTimeout(resolve, 20))])
      }
      startedAt = Date.now()
      backup = await runScript('scripts/backup.mjs', [], appEnv(app.dir))
      endedAt = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 300))
    } finally {
      // Stopped whatever happened above, so a failure here cannot leave writers running into the
      // next test (they would write to a database that is being restored).
      writing = false
      await Promise.allSettled(writers)
    }
    expect(backup.output).toContain('Backup written')
    expect(backup.status).toBe(0)

    const archives = fs.readdirSync(path.join(app.dir, 'backups'))
    expect(archives).toEqual([
      expect.stringMatching(/^guesthouse-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/),
    ])
    archive = path.join(app.dir, 'backups', archives[0])

    const before = acks.filter((a) => a.at <= startedAt)
    const during = acks.filter((a) => a.at > startedAt && a.at <= endedAt)
    // The site kept accepting writes while the backup ran.
    expect(during.length).toBeGreaterThan(0)

    const restore = await runScript('scripts/restore.mjs', [archive], appEnv(restoreDir))
    expect(restore.output).toContain('Restored')
    expect(restore.status).toBe(0)

    const db = createClient({ url: `file:${path.join(restoreDir, 'db.sqlite')}` })
    const { rows } = await db.execute('PRAGMA integrity_check')
    db.close()
    expect(Object.values(rows[0])[0]).toBe('ok')

    const check = payloadRun('tests/helpers/contentIds.ts', [], {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PAYLOAD_AUTO_SEED: 'false',
      PAYLOAD_JOBS_AUTORUN: 'false',
      PAYLOAD_SECRET: 'integration-test-secret-0123456789',
      ...appEnv(restoreDir),
    })
    const line = `${check.stdout}`.split('\n').find((l) => l.startsWith('IDS '))
    expect(line).toBeDefined()
    const restored = JSON.parse((line as string).slice(4)) as Record<Ack['kind'], string[]> & {
      files: string[]
    }
    for (const ack of before) expect(restored[ack.kind]).toContain(ack.id)
    // Every file the restored database names is there, byte for byte (and it names some).
    expect(restored.files.length).toBeGreaterThan(0)
    for (const file of restored.files) {
      const copy = path.join(restoreDir, 'media', file)
      expect(fs.existsSync(copy)).toBe(true)
      expect(fs.readFileSync(copy).equals(fs.readFileSync(path.join(app.mediaDir, file)))).toBe(
        true,
      )
    }
    for (const file of before.flatMap((a) => a.files)) expect(restored.files).toContain(file)

    const count = (list: Ack[], kind: Ack['kind']) => list.filter((a) => a.kind === kind).length
    // What the run measured, for a maintainer reading the logs (tests/.tmp/logs/backup.log).
    fs.appendFileSync(
      logPath('backup'),
      [
        `backup: ${backup.ms} ms, archive ${fs.statSync(archive).size} bytes`,
        `acknowledged before it started: ${before.length} (rooms ${count(before, 'rooms')}, messages ${count(before, 'messages')}, bookings ${count(before, 'bookings')}, media ${count(before, 'media')} with ${before.flatMap((a) => a.files).length} files)`,
        `acknowledged while it ran: ${during.length}; all writes: ${acks.length}`,
        `restored: rooms ${restored.rooms.length}, messages ${restored.messages.length}, bookings ${restored.bookings.length}, media ${restored.media.length} with ${restored.files.length} files; integrity ok`,
        '',
      ].join('\n'),
    )
  }, 240_000)

  it('refuses to restore over an existing database without --force', async () => {
    const again = await runScript('scripts/restore.mjs', [archive], appEnv(restoreDir))
    expect(again.status).not.toBe(0)
    expect(again.output).toContain('Refusing to overwrite')
    expect(again.output).toContain('--force')
  })

  it('refuses a damaged archive before writing anything', async () => {
    const unpacked = path.join(app.dir, 'unpacked')
    fs.mkdirSync(unpacked, { recursive: true })
    spawnSync('tar', ['-xzf', archive, '-C', unpacked])
    const database = path.join(unpacked, 'database.sqlite')
    const bytes = fs.readFileSync(database)
    bytes[bytes.length - 100] ^= 0xff
    fs.writeFileSync(database, bytes)
    const damaged = path.join(app.dir, 'damaged.tar.gz')
    spawnSync('tar', ['-czf', damaged, '-C', unpacked, '.'])

    const target = path.join(app.dir, 'untouched')
    const result = await runScript('scripts/restore.mjs', [damaged], appEnv(target))
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('database.sqlite does not match its checksum')
    expect(fs.existsSync(target)).toBe(false)
  })
})
