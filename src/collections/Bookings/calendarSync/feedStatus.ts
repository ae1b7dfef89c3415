import type { PayloadRequest } from 'payload'

import type { Room } from '@/payload-types'

import { removeBlocksOfRemovedFeeds } from './feedBlocks'

type Feed = NonNullable<Room['calendarFeeds']>[number]

export type FeedStatus = Pick<Feed, 'lastSyncedAt' | 'lastError' | 'doubleBookings' | 'conflicts'>

/**
 * Reads the room's feeds as they are now and removes the imported blocks of any feed no longer
 * among them; the room as read (its feeds only), or null when it is gone.
 */
async function clearBlocksOfRemovedFeeds(req: PayloadRequest, roomId: Room['id']) {
  const room = await req.payload.findByID({
    collection: 'rooms',
    id: roomId,
    depth: 0,
    select: { calendarFeeds: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  await removeBlocksOfRemovedFeeds(
    req,
    roomId,
    (room?.calendarFeeds ?? []).map((feed) => feed.url),
  )
  return room
}

/**
 * Saves what this run learnt about a room's feeds. Staff may have added or removed feeds while the
 * feeds were downloading, so the room is read again right before the write, and only the status of
 * feeds still on it (matched by address) changes: the list itself stays as staff left it. Blocks
 * of feeds no longer on the room go with them, those this run just imported included.
 */
export async function saveFeedStatus(
  req: PayloadRequest,
  roomId: Room['id'],
  statusByUrl: ReadonlyMap<string, FeedStatus>,
) {
  const current = await clearBlocksOfRemovedFeeds(req, roomId)
  const feeds = current?.calendarFeeds ?? []
  if (!current || !feeds.some((feed) => statusByUrl.has(feed.url))) return
  await req.payload.update({
    collection: 'rooms',
    id: roomId,
    data: { calendarFeeds: feeds.map((feed) => ({ ...feed, ...statusByUrl.get(feed.url) })) },
    overrideAccess: true,
    // The feeds' own addresses are not what this write changes: one saved before addresses were
    // checked must not stop its status (the reason it cannot be read) from being saved.
    context: { disableRevalidate: true, calendarFeedStatus: true },
    req,
  })
}

/**
 * Imported blocks whose feed is gone from their room: feeds removed while no sync ran, or from a
 * room that now reads no feed at all (and so is not among the rooms read below).
 */
export async function removeStrandedBlocks(req: PayloadRequest) {
  const blocks = await req.payload.find({
    collection: 'room-blocks',
    where: { and: [{ reason: { equals: 'external' } }, { feedUrl: { exists: true } }] },
    pagination: false,
    depth: 0,
    select: { room: true },
    overrideAccess: true,
    req,
  })
  const roomIds = [...new Set(blocks.docs.map((b) => String(b.room)))]
  for (const roomId of roomIds) {
    await clearBlocksOfRemovedFeeds(req, roomId)
  }
}
