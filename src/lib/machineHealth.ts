/**
 * What the health check asks of the machine itself, as pure rules: room left on the disk the data
 * lives on, and a recent backup.
 */

/** Under this much free space (or this share of the disk) the site is about to stop taking writes. */
export const DISK_FREE_MIN_BYTES = 1024 ** 3
export const DISK_FREE_MIN_SHARE = 0.05
/** A nightly backup older than this means the last one, or more, did not happen. */
export const BACKUP_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000

export type MachineCheck = { ok: boolean; reason: string }

const GB = 1024 ** 3

/** The disk's free space (bytes a non-root process may still write) against its size. */
export function diskCheck(freeBytes: number, totalBytes: number): MachineCheck {
  const share = totalBytes > 0 ? freeBytes / totalBytes : 0
  const reason = `${(freeBytes / GB).toFixed(1)} GB free (${Math.floor(share * 100)}%)`
  return { ok: freeBytes >= DISK_FREE_MIN_BYTES && share >= DISK_FREE_MIN_SHARE, reason }
}

/** The newest backup's age, or that there is none. */
export function backupCheck(newestAt: number | null, now: number): MachineCheck {
  if (newestAt === null) return { ok: false, reason: 'no backup yet' }
  const hours = Math.floor((now - newestAt) / (60 * 60 * 1000))
  return { ok: now - newestAt <= BACKUP_MAX_AGE_MS, reason: `last backup ${hours} h ago` }
}

/** The files a backup leaves: `npm run backup`'s archives, the compose file's nightly dumps. */
export const BACKUP_FILE =
  /^(guesthouse-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz|db-\d{8}T\d{4}Z\.archive\.gz)$/
