import type { Payload } from 'payload'

import { rooms as demoRooms, extras as demoExtras } from '@/seed/content'
import { demoSiteSettings } from '@/seed'
import { sceneWebp } from '@/seed/images'
import type { Extra, Room, Season, User } from '@/payload-types'

import type { Random, RowIds } from './random'

const context = { disableRevalidate: true }

/** The share of a stay's price the generated house asks as its deposit. */
export const HOUSE_DEPOSIT_PERCENT = 30

export type HouseSetup = {
  admin: User
  staff: User[]
  rooms: Room[]
  seasons: Season[]
  extras: Extra[]
  /** The rooms that import a booking site's calendar, with their feed's address. */
  feeds: Map<string, string>
  /** How the database names its rows. */
  rowIds: RowIds
}

const STAFF = ['Akosua Mensah', 'Kwame Boateng', 'Abena Owusu']

/**
 * What a house is set up with before its first guest, each written through the Local API with
 * every hook, as staff and the owner write them: the settings (the demo's, with a deposit), the
 * rooms (the demo's six kinds, numbered, each with a picture), the house's seasons for every December of the history
 * (December, then Christmas and New Year), the extras price list, reception staff, and a booking
 * site's calendar on about one room in five.
 */
export async function setUpHouse(
  payload: Payload,
  random: Random,
  {
    rooms: roomCount,
    firstYear,
    lastYear,
    openedAt,
  }: { rooms: number; firstYear: number; lastYear: number; openedAt: string },
): Promise<HouseSetup> {
  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    overrideAccess: true,
  })
  // Written as the house opened, before its first guest, not when the generator ran.
  const stamped = { createdAt: openedAt, updatedAt: openedAt }
  const admin = admins.docs[0]
  if (!admin) throw new Error('The house has no admin: start it once (npm run seed) first')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), depositPercent: HOUSE_DEPOSIT_PERCENT },
    overrideAccess: true,
    context,
  })
  const staff: User[] = [admin]
  for (const [index, name] of STAFF.entries()) {
    staff.push(
      await payload.create({
        collection: 'users',
        data: {
          email: `reception${index + 1}@house.generated`,
          password: random.hex(24),
          name,
          role: 'reception',
          ...stamped,
        },
        overrideAccess: true,
        context,
      }),
    )
  }
  const rooms: Room[] = []
  const feeds = new Map<string, string>()
  for (let index = 0; index < roomCount; index++) {
    const template = demoRooms[index % demoRooms.length]
    const { amenities, scenes, december: _december, name, ...fields } = template
    const scene = scenes[Math.floor(index / demoRooms.length) % scenes.length]
    const picture = await sceneWebp(scene.kind, scene.variant)
    const image = await payload.create({
      collection: 'media',
      data: { alt: `${name}: photo`, ...stamped },
      file: {
        data: picture,
        mimetype: 'image/webp',
        name: `room-${index + 1}.webp`,
        size: picture.length,
      },
      overrideAccess: true,
      context,
    })
    // About one room in five is also sold on a booking site, whose calendar it imports.
    const feed =
      index % 5 === 2
        ? `https://admin.booking.com/hotel/hoteladmin/ical.html?t=${random.uuid()}`
        : null
    const room = await payload.create({
      collection: 'rooms',
      data: {
        ...fields,
        name: `${name} ${Math.floor(index / demoRooms.length) + 1}`,
        ...Object.fromEntries(amenities.map((key) => [key, true])),
        images: [image.id],
        userRef: admin.id,
        ...(feed ? { calendarFeeds: [{ url: feed }] } : {}),
        ...stamped,
      },
      overrideAccess: true,
      context,
    })
    rooms.push(room)
    if (feed) feeds.set(room.id, feed)
  }
  const seasons: Season[] = []
  for (let year = firstYear - 1; year <= lastYear; year++) {
    const priced = rooms.flatMap((room, index) => {
      const december = demoRooms[index % demoRooms.length].december
      return december ? [{ room, december }] : []
    })
    for (const season of [
      {
        name: `December ${year}`,
        from: `${year}-12-01`,
        to: `${year}-12-23`,
        minNights: 1,
        prices: priced.map(({ room, december }) => ({
          room: room.id,
          nightlyPrice: december.nightlyPrice,
          weekendPrice: december.weekendPrice,
        })),
      },
      {
        name: `Christmas and New Year ${year}`,
        from: `${year}-12-24`,
        to: `${year + 1}-01-01`,
        minNights: 1,
        prices: priced.map(({ room, december }) => ({
          room: room.id,
          nightlyPrice: december.christmas.nightlyPrice,
        })),
      },
    ]) {
      seasons.push(
        await payload.create({
          collection: 'seasons',
          data: { ...season, ...stamped },
          overrideAccess: true,
          context,
        }),
      )
    }
  }
  const extras: Extra[] = []
  for (const extra of demoExtras) {
    extras.push(
      await payload.create({
        collection: 'extras',
        data: { ...extra, ...stamped },
        overrideAccess: true,
        context,
      }),
    )
  }
  const rowIds = payload.db.name === 'mongoose' ? 'objectId' : 'uuid'
  return { admin, staff, rooms, seasons, extras, feeds, rowIds }
}
