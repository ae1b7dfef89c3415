import type { PayloadRequest } from 'payload'

/**
 * Removes a room's imported blocks whose feed is no longer on the room, freeing their nights: a
 * block kept after its feed went would close those nights here and in every site's copy of the
 * room's calendar, with nothing left that could ever reopen them.
 */
export async function removeBlocksOfRemovedFeeds(
  req: PayloadRequest,
  roomId: string | number,
  feedUrls: readonly string[],
) {
  await req.payload.delete({
    collection: 'room-blocks',
    where: {
      and: [
        { room: { equals: roomId } },
        { reason: { equals: 'external' } },
        { feedUrl: { exists: true } },
        ...(feedUrls.length ? [{ feedUrl: { not_in: [...feedUrls] } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
}
