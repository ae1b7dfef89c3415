import type { TaskConfig, Where } from 'payload'

import { mediaUse } from '@/collections/Media/mediaUse'

import { oncePerPeriod, QUEUES } from '@/database/acrossInstances'

/** A room form may stay open for a long while: its photos are only cleared a day later. */
export const UNUSED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000

const BATCH = 100

/**
 * Removes photos sent from the staff portal's room form that nothing uses a day after the upload
 * (the form was abandoned or the photo removed before saving). A photo content uses is marked as
 * kept instead: it leaves the set this job looks at, so however many photos rooms and pages show,
 * each run only ever checks the new ones. Pictures an editor uploads in /cms are never touched,
 * used or not. Runs every hour through the jobs queue.
 */
export const removeUnusedUploadsTask: TaskConfig<'removeUnusedUploads'> = {
  slug: 'removeUnusedUploads',
  label: 'Remove unused room-form photos',
  schedule: [
    { cron: '0 17 * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  retries: 2,
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { payload } = req
    const cutoff = new Date(Date.now() - UNUSED_UPLOAD_AGE_MS).toISOString()
    // A photo that could not be deleted stays a candidate; it is not looked at twice in one run.
    const failed: string[] = []
    let removed = 0
    for (;;) {
      const where: Where = {
        and: [
          { fromRoomForm: { equals: true } },
          { createdAt: { less_than: cutoff } },
          ...(failed.length > 0 ? [{ id: { not_in: failed } }] : []),
        ],
      }
      const { docs } = await payload.find({
        collection: 'media',
        where,
        depth: 0,
        limit: BATCH,
        sort: 'createdAt',
        select: { createdAt: true },
        overrideAccess: true,
        req,
      })
      if (docs.length === 0) break
      // Every photo of the batch leaves the candidates (kept or deleted) or joins `failed`, so
      // the next query always moves on.
      for (const { id } of docs) {
        try {
          if (await mediaUse(req, String(id))) {
            // Below the hooks: only this job's own mark changes, nothing a page shows.
            await payload.db.updateOne({
              collection: 'media',
              id,
              data: { fromRoomForm: false },
              req,
            })
          } else {
            await payload.delete({ collection: 'media', id, overrideAccess: true, req })
            removed += 1
          }
        } catch (error) {
          failed.push(String(id))
          payload.logger.warn({ err: error, msg: `Could not clear room-form photo ${id}` })
        }
      }
    }
    if (removed > 0) payload.logger.info(`Removed ${removed} unused room-form photo(s)`)
    return { output: { removed } }
  },
}
