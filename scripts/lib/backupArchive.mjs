// What `npm run backup` and `npm run restore` share: where things are (the app's own settings:
// DATABASE_URL, MEDIA_DIR, S3_BUCKET), checksums, listing media, and the system `tar` (in Debian
// and in the node:*-slim images), which writes and reads the gzip-compressed archives.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const MANIFEST = 'manifest.json'
export const SQLITE_FILE = 'database.sqlite'
export const MONGO_FILE = 'database.mongo.archive.gz'
export const MEDIA_FOLDER = 'media'
export const ARCHIVE_PATTERN = /^guesthouse-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/

/** Settings as the app reads them (src/lib/env.ts), with the same defaults. */
export function settings(environment = process.env) {
  const read = (name) => {
    const value = environment[name]
    return value === undefined || value.trim() === '' ? undefined : value.trim()
  }
  const databaseUrl = read('DATABASE_URL') ?? 'file:./data/guesthouse.db'
  const isMongo = /^mongodb(\+srv)?:\/\//.test(databaseUrl)
  if (!isMongo && !databaseUrl.startsWith('file:')) {
    throw new Error(`DATABASE_URL must start with file:, mongodb:// or mongodb+srv://`)
  }
  const keep = Number(read('BACKUP_KEEP') ?? 14)
  if (!Number.isInteger(keep) || keep < 0) throw new Error('BACKUP_KEEP must be a whole number')
  return {
    databaseUrl,
    kind: isMongo ? 'mongodb' : 'sqlite',
    sqlitePath: isMongo ? undefined : path.resolve(databaseUrl.slice('file:'.length)),
    mediaDir: path.resolve(read('MEDIA_DIR') ?? 'media'),
    s3: Boolean(read('S3_BUCKET')),
    backupDir: path.resolve(read('BACKUP_DIR') ?? 'backups'),
    keep,
  }
}

export function sha256(file) {
  const hash = crypto.createHash('sha256')
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(1 << 20)
    let read
    while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) {
      hash.update(buffer.subarray(0, read))
    }
  } finally {
    fs.closeSync(fd)
  }
  return hash.digest('hex')
}

/** Files under `dir`, as paths relative to it, dot files left out (.gitkeep). */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort()
}

/** Runs a tool; a missing one is named with what to install instead of a stack trace. */
export function runTool(command, args, { install } = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
  if (result.error && result.error.code === 'ENOENT') {
    throw new Error(`${command} is not installed here. ${install ?? ''}`.trim())
  }
  if (result.status !== 0) {
    throw new Error(`${command} failed (exit ${result.status}): ${String(result.stderr).trim()}`)
  }
}

export const MONGO_TOOLS_HINT =
  'Install the MongoDB Database Tools (https://www.mongodb.com/docs/database-tools/), or run this where they are, e.g. on the host or in the mongo container.'

/** Stops the script with a readable message instead of a stack trace. */
export function fail(error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
