import type { PayloadRequest } from 'payload'

import { PRICED_ROOM_SELECT, ratedRoom, readHouseSeasons } from '@/collections/Bookings/pricing'
import { readHouseTaxes } from '@/collections/Taxes/taxRules'
import { priceOutlook, priceRangeText } from '@/lib/rooms/priceRange'

/**
 * Each room guests may book with the prices its rates ask from `today` over the coming months, as
 * its card tells them (`@/lib/rooms/priceRange`), by the room's id: read with the rooms and taxes a
 * quote reads, so the card and the form's quote agree.
 */
export async function roomPriceRanges(
  req: PayloadRequest,
  today: string,
): Promise<Record<string, string>> {
  const [taxes, seasons, { docs }] = await Promise.all([
    readHouseTaxes(req),
    readHouseSeasons(req),
    req.payload.find({
      collection: 'rooms',
      where: { isAvailable: { equals: true } },
      select: PRICED_ROOM_SELECT,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  return Object.fromEntries(
    docs.map((room) => [
      String(room.id),
      priceRangeText(priceOutlook(ratedRoom(room, seasons), today, taxes)),
    ]),
  )
}
