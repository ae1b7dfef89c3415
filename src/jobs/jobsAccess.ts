import type { CollectionConfig, SanitizedConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/** Payload's record of when each scheduled task was last queued, read by its scheduler. */
export const JOB_STATS_GLOBAL = 'payload-jobs-stats'

/**
 * The queue and the scheduler's stamps are the server's own: it writes them straight to the
 * database, past every access rule. Through the API (REST, /cms) an admin may look, nobody may
 * write: a "last run" stamped in the future makes the scheduler skip a task (the calendar import,
 * request expiry, the stay messages) without a word to anyone.
 */
export const serverOnlyJobsAccess = {
  read: isAdmin,
  create: nobody,
  update: nobody,
  delete: nobody,
} satisfies CollectionConfig['access']

/**
 * Payload adds its stats global while it sanitises the config and offers no override for it, so
 * its access (any signed-in user by default) is set on the finished config, before Payload starts.
 */
export function withServerOnlyJobStats(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === JOB_STATS_GLOBAL)
  if (stats) stats.access = { ...stats.access, read: isAdmin, update: nobody, readVersions: nobody }
  return config
}
