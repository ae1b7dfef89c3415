import { createLocalReq, type Payload } from 'payload'

import { fillLedgerBalances } from '@/collections/Ledger/owed/ledgerBalance'
import { readHouseTaxes } from '@/collections/Taxes/taxRules'
import { reviewKey } from '@/collections/Bookings/guestStay/endpoints/guestStay'
import { addDays } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { reviewerName } from '@/lib/validation/review'

import { seededRandom } from './random'
import { setUpHouse, type HouseSetup } from './setup'
import { iso } from './stayRows'
import { planHistory, type History } from './timeline'
import type { HouseTaxes } from '@/collections/Taxes/taxRules'
import { nothingWritten, writeHistory, type Written } from './writeRows'

export type HouseOptions = {
  rooms: number
  years: number
  seed: number
  /** The history's last day (YYYY-MM-DD): its "today"; bookings run on some months past it. */
  until: string
}

export type HouseMade = Written & { rooms: number; from: string; until: string }

/** The history's first day: `years` before its last. */
export function historyStart({ years, until }: Pick<HouseOptions, 'years' | 'until'>): string {
  return addDays(until, -Math.round(365.25 * years))
}

/**
 * The house's history as planned for a set-up house: the same seed, rooms and last day always plan
 * the same stays, money and blocks (a chance of its own, apart from the set-up's and the rows').
 */
export function planHouse(setup: HouseSetup, taxes: HouseTaxes, options: HouseOptions): History {
  return planHistory(seededRandom(options.seed, setup.rowIds), setup, taxes, {
    start: historyStart(options),
    until: options.until,
  })
}

/**
 * Makes a house's history on an empty database: set up through the Local API, then `years` of
 * stays, blocks and money planned day by day with the app's own rules and written as its hooks
 * write them (`writeHistory`), then the guests' reviews through the Local API. The same options
 * make the same house.
 */
export async function generateHouse(
  payload: Payload,
  options: HouseOptions,
): Promise<{ made: HouseMade; setup: HouseSetup }> {
  const existing = await payload.count({ collection: 'bookings', overrideAccess: true })
  const rooms = await payload.count({ collection: 'rooms', overrideAccess: true })
  if (existing.totalDocs > 0 || rooms.totalDocs > 0) {
    throw new Error(
      'The house generator writes into an empty house only: this one has rooms or stays',
    )
  }
  const started = performance.now()
  const phase = (name: string) =>
    payload.logger.info(
      `House: ${name} after ${((performance.now() - started) / 1000).toFixed(1)} s, ${Math.round(process.memoryUsage().rss / 1e6)} MB resident, ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB heap`,
    )
  const from = historyStart(options)
  const setup = await setUpHouse(payload, seededRandom(options.seed + 1), {
    rooms: options.rooms,
    firstYear: Number(from.slice(0, 4)),
    lastYear: Number(options.until.slice(0, 4)) + 1,
    openedAt: `${addDays(from, -30)}T09:00:00.000Z`,
  })
  phase('rooms, seasons, extras and staff set up')
  // No years, no history: the house as it stands on its first day, the benchmarks' empty house.
  if (options.years === 0) {
    return {
      made: { ...nothingWritten(), rooms: options.rooms, from, until: options.until },
      setup,
    }
  }
  const taxes = await readHouseTaxes(await createLocalReq({}, payload))
  const history = planHouse(setup, taxes, options)
  phase(`${history.stays.length} stays planned`)
  const written = await writeHistory(payload, seededRandom(options.seed + 2, setup.rowIds), history)
  phase('stays, nights, blocks and ledger written')
  // Written below the hooks, the stays get the figure the ledger's writer keeps on each as
  // the house's data conversion gives a house from before it was kept.
  await fillLedgerBalances(payload)
  phase("stays' ledger balances kept")
  for (const review of history.reviews) {
    await payload.create({
      collection: 'testimonials',
      draft: true,
      data: {
        _status: 'draft',
        name: reviewerName(review.stay.guestName, review.publishName),
        rating: review.rating,
        comment: review.comment,
        location: MESSAGES.stayMessages.reviewLocation,
        placement: 'home',
        fromStay: reviewKey(review.stay.id),
        createdAt: iso(review.at),
        updatedAt: iso(review.at),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    written.reviews += 1
  }
  phase('reviews written')
  return { made: { ...written, rooms: options.rooms, from, until: options.until }, setup }
}
