import type { PayloadRequest } from 'payload'

import { RELEASED_BY_ROOM } from '@/collections/Media/hooks/refuseDeleteInUse'

/**
 * Deletes media documents (and so their files, on disk or in S3) that no room other than
 * `exceptRoomId` still uses. Runs inside the caller's request so it shares its transaction.
 */
export async function deleteUnusedMedia(
  req: PayloadRequest,
  mediaIds: readonly string[],
  exceptRoomId?: string,
): Promise<void> {
  for (const id of mediaIds) {
    const stillUsed = await req.payload.count({
      collection: 'rooms',
      where: {
        and: [
          { images: { in: [id] } },
          ...(exceptRoomId ? [{ id: { not_equals: exceptRoomId } }] : []),
        ],
      },
      req,
      overrideAccess: true,
    })
    if (stillUsed.totalDocs > 0) continue
    await req.payload.delete({
      collection: 'media',
      id,
      req,
      overrideAccess: true,
      context: { [RELEASED_BY_ROOM]: true },
    })
  }
}
