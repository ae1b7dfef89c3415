import type { Payload } from 'payload'

import type { SeedRoom } from './content'

const context = { disableRevalidate: true }

type SeededRoom = Pick<SeedRoom, 'december'> & { id: string }

/**
 * This year's December and its Christmas week (to New Year's night), set once for the house as
 * the Seasons screen sets them, each priced room by room: two rooms of one bed ask different peak
 * prices. Two house seasons never share a night, so December ends where Christmas week begins.
 * Written only with the demo's own rooms and into an empty list: an admin's seasons are never
 * touched, and running the seed again adds nothing.
 */
export async function seedSeasons(payload: Payload, rooms: readonly SeededRoom[]): Promise<void> {
  const existing = await payload.count({ collection: 'seasons', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const priced = rooms.flatMap((room) => (room.december ? [{ ...room, ...room.december }] : []))
  if (priced.length === 0) return
  const year = new Date().getUTCFullYear()
  const seasons = [
    {
      name: 'December',
      from: `${year}-12-01`,
      to: `${year}-12-23`,
      minNights: 1,
      prices: priced.map((room) => ({
        room: room.id,
        nightlyPrice: room.nightlyPrice,
        weekendPrice: room.weekendPrice,
      })),
    },
    {
      name: 'Christmas and New Year',
      from: `${year}-12-24`,
      to: `${year + 1}-01-01`,
      minNights: Math.max(...priced.map((room) => room.christmas.minNights)),
      prices: priced.map((room) => ({ room: room.id, nightlyPrice: room.christmas.nightlyPrice })),
    },
  ]
  for (const season of seasons) {
    await payload.create({ collection: 'seasons', data: season, overrideAccess: true, context })
  }
  payload.logger.info(`Seed: ${seasons.length} seasons for the house`)
}
