// `npm run restore -- <archive> [--force]`: rebuilds an install from an archive of
// `npm run backup`: the database into DATABASE_URL's file (or MongoDB) and the uploads into
// MEDIA_DIR. Stop the app first. Every checksum in the manifest is verified, and the SQLite copy
// must pass its integrity check, before anything is written. An existing database or uploads
// folder with files is replaced only with --force; MongoDB always needs --force, as mongorestore
// --drop replaces the collections in the archive.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import {
  fail,
  listFiles,
  MANIFEST,
  MEDIA_FOLDER,
  MONGO_TOOLS_HINT,
  runTool,
  settings,
  sha256,
} from './lib/backupArchive.mjs'

function verify(dir, manifest) {
  const check = (relative, expected) => {
    const file = path.join(dir, relative)
    if (!fs.existsSync(file)) throw new Error(`The archive is damaged: ${relative} is missing.`)
    if (sha256(file) !== expected) {
      throw new Error(`The archive is damaged: ${relative} does not match its checksum.`)
    }
  }
  check(manifest.database.file, manifest.database.sha256)
  for (const file of manifest.media.list) check(path.join(MEDIA_FOLDER, file.path), file.sha256)
}

async function integrityCheck(file) {
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute('PRAGMA integrity_check')
    const verdict = String(Object.values(rows[0] ?? {})[0])
    if (verdict !== 'ok')
      throw new Error(`The archived database fails its integrity check: ${verdict}`)
  } finally {
    client.close()
  }
}

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const archive = args.find((arg) => !arg.startsWith('--'))
  if (!archive) throw new Error('Usage: npm run restore -- <archive.tar.gz> [--force]')
  if (!fs.existsSync(archive)) throw new Error(`No archive at ${path.resolve(archive)}.`)
  const config = settings()

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-restore-'))
  try {
    runTool('tar', ['-xzf', path.resolve(archive), '-C', work])
    const manifestFile = path.join(work, MANIFEST)
    if (!fs.existsSync(manifestFile)) throw new Error('Not a backup archive: no manifest.json.')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    if (manifest.format !== 1) throw new Error(`Unknown archive format ${manifest.format}.`)
    if (manifest.database.kind !== config.kind) {
      throw new Error(
        `The archive holds a ${manifest.database.kind} database but DATABASE_URL is ${config.kind}.`,
      )
    }
    verify(work, manifest)
    const extracted = path.join(work, manifest.database.file)
    if (config.kind === 'sqlite') await integrityCheck(extracted)

    const existingMedia = listFiles(config.mediaDir)
    const databaseInUse =
      config.kind === 'mongodb' ||
      (fs.existsSync(config.sqlitePath) && fs.statSync(config.sqlitePath).size > 0)
    if (!force && (databaseInUse || existingMedia.length > 0)) {
      throw new Error(
        `Refusing to overwrite: ${
          config.kind === 'mongodb'
            ? 'restoring into MongoDB replaces its collections'
            : databaseInUse
              ? `a database exists at ${config.sqlitePath}`
              : `${config.mediaDir} holds ${existingMedia.length} files`
        }. Stop the app, then run again with --force to replace it.`,
      )
    }

    if (config.kind === 'sqlite') {
      fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true })
      // A write-ahead log left from the old database would be replayed into the restored one.
      for (const suffix of ['-wal', '-shm', '-journal'])
        fs.rmSync(`${config.sqlitePath}${suffix}`, { force: true })
      const staged = `${config.sqlitePath}.restoring`
      fs.copyFileSync(extracted, staged)
      fs.renameSync(staged, config.sqlitePath)
    } else {
      runTool(
        'mongorestore',
        [`--uri=${config.databaseUrl}`, `--archive=${extracted}`, '--gzip', '--drop', '--quiet'],
        {
          install: MONGO_TOOLS_HINT,
        },
      )
    }

    if (manifest.media.storage === 'disk') {
      fs.mkdirSync(config.mediaDir, { recursive: true })
      for (const relative of existingMedia) fs.rmSync(path.join(config.mediaDir, relative))
      for (const file of manifest.media.list) {
        const target = path.join(config.mediaDir, file.path)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        fs.copyFileSync(path.join(work, MEDIA_FOLDER, file.path), target)
      }
    }
    console.log(
      `Restored ${path.basename(archive)} (taken ${manifest.createdAt}, ${manifest.app.name} ${manifest.app.version}):\n  ${manifest.database.kind} database${
        config.kind === 'sqlite' ? ` → ${config.sqlitePath}` : ''
      }\n  ${manifest.media.files} media files${
        manifest.media.storage === 'disk'
          ? ` → ${config.mediaDir}`
          : ' (S3: restore the bucket from its provider)'
      }`,
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().catch(fail)
