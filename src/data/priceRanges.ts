import { createLocalReq } from 'payload'
import { unstable_cache } from 'next/cache'

import { roomPriceRanges } from '@/collections/Rooms/priceRanges'
import { CACHE_TAGS, SAFETY_REVALIDATE_S } from '@/lib/cacheTags'
import { todayInGhana } from '@/lib/dates'

import { payloadClient } from './payload'

/**
 * One entry per Ghana day: the range starts today, so tomorrow's pages read a new one. A change to
 * a room or to how prices are published expires it at once; a new tax period shows within the
 * safety limit.
 */
const rangesOfDay = unstable_cache(
  async (today: string): Promise<Record<string, string>> => {
    const payload = await payloadClient()
    return roomPriceRanges(await createLocalReq({}, payload), today)
  },
  ['room-price-ranges'],
  { tags: [CACHE_TAGS.rooms, CACHE_TAGS.siteSettings], revalidate: SAFETY_REVALIDATE_S },
)

/** The price each room's rates ask over the coming months, by room id, computed on the server. */
export function getPriceRanges(): Promise<Record<string, string>> {
  return rangesOfDay(todayInGhana())
}
