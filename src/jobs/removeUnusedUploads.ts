import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload'

import { oncePerPeriod } from './acrossInstances'

/** A room form may stay open for a long while: its photos are only cleared a day later. */
export const UNUSED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000

const BATCH = 100

/** Whether any room, banner, testimonial or the Explore page (published or draft) shows it. */
async function isUsed(payload: Payload, req: PayloadRequest, id: string): Promise<boolean> {
  const uses: Array<[Parameters<Payload['count']>[0]['collection'], Where]> = [
    ['rooms', { images: { in: [id] } }],
    ['banner-images', { image: { equals: id } }],
    ['testimonials', { avatar: { equals: id } }],
  ]
  for (const [collection, where] of uses) {
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true, req })
    if (totalDocs > 0) return true
  }
  for (const draft of [false, true]) {
    const explore = await payload.findGlobal({
      slug: 'explore',
      depth: 0,
      draft,
      overrideAccess: true,
      req,
    })
    const images = (['reception', 'barLounge', 'environment'] as const).flatMap(
      (key) => explore[key]?.images ?? [],
    )
    if (images.some((image) => String(typeof image === 'object' ? image.id : image) === id)) {
      return true
    }
  }
  return false
}

/**
 * Removes photos sent from the staff portal's room form that no content uses a day after the
 * upload (the form was abandoned or the photo removed before saving). Pictures an editor uploads
 * in /cms are never touched, used or not. Runs every hour through the jobs queue.
 */
export const removeUnusedUploadsTask: TaskConfig<'removeUnusedUploads'> = {
  slug: 'removeUnusedUploads',
  label: 'Remove unused room-form photos',
  schedule: [{ cron: '0 17 * * * *', queue: 'default', hooks: { beforeSchedule: oncePerPeriod } }],
  retries: 2,
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { payload } = req
    const cutoff = new Date(Date.now() - UNUSED_UPLOAD_AGE_MS).toISOString()
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [{ fromRoomForm: { equals: true } }, { createdAt: { less_than: cutoff } }] },
      depth: 0,
      limit: BATCH,
      sort: 'createdAt',
      select: { createdAt: true },
      overrideAccess: true,
      req,
    })
    let removed = 0
    for (const { id } of docs) {
      if (await isUsed(payload, req, String(id))) continue
      await payload.delete({ collection: 'media', id, overrideAccess: true, req })
      removed += 1
    }
    if (removed > 0) payload.logger.info(`Removed ${removed} unused room-form photo(s)`)
    return { output: { removed } }
  },
}
