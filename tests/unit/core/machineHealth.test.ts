import {
  BACKUP_FILE,
  BACKUP_MAX_AGE_MS,
  backupCheck,
  DISK_FREE_MIN_BYTES,
  diskCheck,
} from '@/lib/machineHealth'

const GB = 1024 ** 3
const HOUR = 60 * 60 * 1000

describe('the disk the data lives on', () => {
  it('is well with 1 GB and 5% free, and says how much is left', () => {
    expect(diskCheck(10 * GB, 40 * GB)).toEqual({ ok: true, reason: '10.0 GB free (25%)' })
    expect(diskCheck(DISK_FREE_MIN_BYTES, 20 * GB).ok).toBe(true)
  })

  it('fails under 1 GB free, or under 5% of a large disk', () => {
    expect(diskCheck(0.5 * GB, 8 * GB)).toEqual({ ok: false, reason: '0.5 GB free (6%)' })
    expect(diskCheck(20 * GB, 500 * GB)).toEqual({ ok: false, reason: '20.0 GB free (4%)' })
  })
})

describe('the last backup', () => {
  const now = Date.UTC(2026, 11, 7, 12)

  it('is well up to two days old, and says its age', () => {
    expect(backupCheck(now - 9 * HOUR, now)).toEqual({ ok: true, reason: 'last backup 9 h ago' })
    expect(backupCheck(now - BACKUP_MAX_AGE_MS, now).ok).toBe(true)
  })

  it('fails when older, or when there is none', () => {
    expect(backupCheck(now - 49 * HOUR, now)).toEqual({
      ok: false,
      reason: 'last backup 49 h ago',
    })
    expect(backupCheck(null, now)).toEqual({ ok: false, reason: 'no backup yet' })
  })

  it("counts npm run backup's archives and the compose file's dumps, nothing else", () => {
    expect(BACKUP_FILE.test('guesthouse-2026-12-07T030000Z.tar.gz')).toBe(true)
    expect(BACKUP_FILE.test('db-20261207T0300Z.archive.gz')).toBe(true)
    expect(BACKUP_FILE.test('media-20261207T0300Z.tar.gz')).toBe(false)
    expect(BACKUP_FILE.test('.guesthouse-2026-12-07T030000Z.tar.gz.partial')).toBe(false)
    expect(BACKUP_FILE.test('backup.log')).toBe(false)
  })
})
