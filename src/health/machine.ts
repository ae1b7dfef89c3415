import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/env'
import { BACKUP_FILE, backupCheck, diskCheck, type MachineCheck } from '@/lib/machineHealth'

/** Where the data lives on this machine: the SQLite file's folder, and the uploads folder. */
function dataFolders(mediaDir: string): string[] {
  const folders = [mediaDir]
  if (env.databaseUrl.startsWith('file:')) {
    folders.push(path.dirname(path.resolve(env.databaseUrl.slice('file:'.length))))
  }
  return folders
}

/** The folder itself or, not made yet (uploads in S3), the nearest folder above it that is. */
async function nearestExisting(folder: string): Promise<string> {
  for (let current = folder; ; current = path.dirname(current)) {
    const found = await fs.stat(current).then(
      () => true,
      () => false,
    )
    if (found || path.dirname(current) === current) return current
  }
}

/** The fullest of the disks the data lives on. */
export async function checkDisk(mediaDir: string): Promise<MachineCheck> {
  const checks = await Promise.all(
    dataFolders(mediaDir).map(async (folder) => {
      const stats = await fs.statfs(await nearestExisting(folder))
      return diskCheck(stats.bavail * stats.bsize, stats.blocks * stats.bsize)
    }),
  )
  return checks.find((check) => !check.ok) ?? checks[0]
}

/** The age of the newest backup in BACKUP_DIR (the host's backups, mounted in the compose file). */
export async function checkBackups(backupDir: string): Promise<MachineCheck> {
  const names = await fs.readdir(backupDir).catch(() => [] as string[])
  const times = await Promise.all(
    names
      .filter((name) => BACKUP_FILE.test(name))
      .map(async (name) => (await fs.stat(path.join(backupDir, name))).mtimeMs),
  )
  return backupCheck(times.length ? Math.max(...times) : null, Date.now())
}
