// `npm run backup`: one archive, backups/guesthouse-<UTC time>.tar.gz, holding a consistent copy
// of the database and every uploaded file, taken while the site keeps serving and writing.
// - SQLite: `VACUUM INTO` through the app's own libsql driver writes a copy from one read
//   transaction, so it is a single moment of the database even while guests write (a plain file
//   copy can catch a half-written page or miss the write-ahead log).
// - MongoDB: `mongodump --archive --gzip` (the MongoDB Database Tools must be installed).
// - Media: copied after the database, so every file the copied database names is already on
//   disk. With S3 the bucket is kept by the provider (versioning or sync): only the database.
// manifest.json records the time, app version, database kind, files and their SHA-256, which
// `npm run restore` checks first. Keeps the newest BACKUP_KEEP archives (14; 0 keeps all).
// With BACKUP_S3_BUCKET, each archive is also copied to that bucket (scripts/lib/offsite.mjs), and
// `npm run backup -- --copy FILE...` copies files made elsewhere (the compose file's dumps).
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import {
  ARCHIVE_PATTERN,
  fail,
  listFiles,
  MANIFEST,
  MEDIA_FOLDER,
  MONGO_FILE,
  MONGO_TOOLS_HINT,
  runTool,
  settings,
  sha256,
  SQLITE_FILE,
} from './lib/backupArchive.mjs'
import { copyOffsite, offsiteSettings } from './lib/offsite.mjs'

const sqlString = (value) => `'${value.replaceAll("'", "''")}'`

async function copySqlite(source, target) {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source} (DATABASE_URL).`)
  const client = createClient({ url: `file:${source}` })
  try {
    // Waits for a writer's lock instead of failing; never blocks the site's writers in WAL mode.
    await client.execute('PRAGMA busy_timeout = 30000')
    await client.execute(`VACUUM INTO ${sqlString(target)}`)
  } finally {
    client.close()
  }
  const copy = createClient({ url: `file:${target}` })
  try {
    const { rows } = await copy.execute('PRAGMA integrity_check')
    const verdict = String(Object.values(rows[0] ?? {})[0])
    if (verdict !== 'ok')
      throw new Error(`The database copy failed its integrity check: ${verdict}`)
  } finally {
    copy.close()
  }
}

function copyMedia(from, to) {
  const files = []
  for (const relative of listFiles(from)) {
    const target = path.join(to, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.copyFileSync(path.join(from, relative), target)
    } catch (error) {
      // Deleted since it was listed: the copied database no longer names it either.
      if (error.code === 'ENOENT') continue
      throw error
    }
    files.push({ path: relative, bytes: fs.statSync(target).size, sha256: sha256(target) })
  }
  return files
}

function prune(dir, keep) {
  if (keep === 0) return []
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_PATTERN.test(name))
    .sort()
    .reverse()
  const removed = archives.slice(keep)
  for (const name of removed) fs.rmSync(path.join(dir, name))
  return removed
}

/** Copies the files to the backup bucket; refuses when there is none to copy to. */
async function copyOnly(files) {
  const offsite = offsiteSettings()
  if (!offsite) throw new Error('--copy needs BACKUP_S3_BUCKET (see .env.example).')
  if (files.length === 0) throw new Error('--copy needs the files to copy.')
  for (const file of files) if (!fs.existsSync(file)) throw new Error(`No file at ${file}.`)
  const keys = await copyOffsite(files, offsite)
  console.log(`Copied to s3://${offsite.bucket}/: ${keys.join(', ')}`)
}

async function main() {
  const args = process.argv.slice(2)
  if (args[0] === '--copy') return copyOnly(args.slice(1))
  const started = Date.now()
  const config = settings()
  // Read first: a bucket named without its keys stops the backup before any work.
  const offsite = offsiteSettings()
  const createdAt = new Date(started)
  const stamp = createdAt
    .toISOString()
    .replace(/[:-]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const name = `guesthouse-${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}.tar.gz`
  fs.mkdirSync(config.backupDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(config.backupDir, '.staging-'))
  const partial = path.join(config.backupDir, `.${name}.partial`)
  try {
    let database
    if (config.kind === 'sqlite') {
      const file = path.join(staging, SQLITE_FILE)
      await copySqlite(config.sqlitePath, file)
      database = {
        kind: 'sqlite',
        file: SQLITE_FILE,
        bytes: fs.statSync(file).size,
        sha256: sha256(file),
      }
    } else {
      const file = path.join(staging, MONGO_FILE)
      runTool(
        'mongodump',
        [`--uri=${config.databaseUrl}`, `--archive=${file}`, '--gzip', '--quiet'],
        {
          install: MONGO_TOOLS_HINT,
        },
      )
      database = {
        kind: 'mongodb',
        file: MONGO_FILE,
        bytes: fs.statSync(file).size,
        sha256: sha256(file),
      }
    }
    const files = config.s3 ? [] : copyMedia(config.mediaDir, path.join(staging, MEDIA_FOLDER))
    const app = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    const manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      app: { name: app.name, version: app.version },
      database,
      media: {
        storage: config.s3 ? 's3' : 'disk',
        ...(config.s3
          ? { note: 'kept in the S3 bucket (provider versioning or sync), not here' }
          : {}),
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        list: files,
      },
    }
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    runTool('tar', ['-czf', partial, '-C', staging, '.'])
    // Renamed only when whole: a crash never leaves a half archive that looks like a backup.
    const archive = path.join(config.backupDir, name)
    fs.renameSync(partial, archive)
    // Copied before old archives are pruned: a failed copy leaves every local archive in place.
    const copied = offsite ? await copyOffsite([archive], offsite) : []
    const removed = prune(config.backupDir, config.keep)
    const size = fs.statSync(archive).size
    console.log(
      `Backup written: ${archive}\n  ${database.kind} database ${database.bytes} bytes, ${files.length} media files, archive ${size} bytes, ${Date.now() - started} ms` +
        (removed.length
          ? `\n  removed ${removed.length} older archive(s), keeping ${config.keep}`
          : '') +
        (copied.length ? `\n  copied to s3://${offsite.bucket}/${copied[0]}` : ''),
    )
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

main().catch(fail)
