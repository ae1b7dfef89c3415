import type { PayloadRequest } from 'payload'

import { mediaUse } from '@/collections/Media/mediaUse'

/**
 * Deletes the media documents (and so their files, on disk or in S3) a room let go of, when
 * nothing else uses them: another room, a banner, a testimonial, the Explore page, a staff avatar,
 * or a draft or version of one. Runs inside the caller's request so it shares its transaction and
 * sees the room's own change.
 */
export async function deleteUnusedMedia(
  req: PayloadRequest,
  mediaIds: readonly string[],
): Promise<void> {
  for (const id of mediaIds) {
    if (await mediaUse(req, id)) continue
    await req.payload.delete({ collection: 'media', id, req, overrideAccess: true })
  }
}
