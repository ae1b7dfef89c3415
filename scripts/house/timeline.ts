import { owedBy, quoteRoom } from '@/collections/Bookings/pricing'
import type { HouseTaxes } from '@/collections/Taxes/taxRules'
import { MAX_NIGHTS, stayNights } from '@/lib/bookings/availability'
import { makeReference } from '@/lib/bookings/reference'
import { addDays, DAY_MS } from '@/lib/dates'
import { depositShare } from '@/lib/money/ledger'
import type { Room } from '@/payload-types'

import { planCloses, type CloseRows } from './closes'
import { arrivalChance } from './demand'
import { drawGuest, MAINTENANCE } from './people'
import type { Random } from './random'
import { HOUSE_DEPOSIT_PERCENT, type HouseSetup } from './setup'
import { at, liveStay, type Outcome } from './liveStay'
import { stayWriter } from './stayLife'
import type { StayRows } from './stayRows'

export type BlockRows = {
  id: string
  holdId: string
  tag: string
  roomId: string
  startDate: string
  endDate: string
  nights: string[]
  reason: 'maintenance' | 'external'
  note: string | null
  feedUrl: string | null
  eventUid: string | null
  createdAt: number
}

export type Review = {
  stay: StayRows
  at: number
  rating: number
  comment: string
  publishName: boolean
}

export type History = {
  stays: StayRows[]
  blocks: BlockRows[]
  reviews: Review[]
  closes: CloseRows[]
}

const TAKES: readonly Outcome[] = ['completed', 'checked-in', 'confirmed']
const HORIZON_DAYS = 120

/**
 * The house's history, day by day from `start` to `until` and its bookings for the months after:
 * each free room may take a stay from a night on (`arrivalChance`), a booking site's stay where the
 * room imports one, or now and then a repair; a stay sometimes takes several rooms together (a
 * group). Each stay then lives its life (`liveStay`), every step as the app's doors write it.
 */
export function planHistory(
  random: Random,
  setup: HouseSetup,
  taxes: HouseTaxes,
  { start, until }: { start: string; until: string },
): History {
  const now = Date.parse(`${until}T23:59:59Z`)
  const staffOnDuty = setup.staff
  const desk = (time: number) =>
    staffOnDuty[
      (Math.floor(time / DAY_MS) * 2 + (new Date(time).getUTCHours() >= 14 ? 1 : 0)) %
        staffOnDuty.length
    ]
  const write = stayWriter(random, desk, taxes)
  const roomNames = new Map(setup.rooms.map((room) => [room.id, room.name]))
  const roomName = (id: string) => roomNames.get(id) ?? ''
  const references = new Set<string>()
  const freeFrom = new Map(setup.rooms.map((room) => [room.id, start]))
  const history: History = { stays: [], blocks: [], reviews: [], closes: [] }
  const last = addDays(until, HORIZON_DAYS)

  for (let day = start; day <= last; day = addDays(day, 1)) {
    const ahead = day > until ? (Date.parse(day) - Date.parse(until)) / DAY_MS : 0
    const chance = arrivalChance(day) * Math.max(0, 1 - ahead / HORIZON_DAYS) ** 2
    const order = [...setup.rooms].sort(() => random.next() - 0.5)
    for (const room of order) {
      if (freeFrom.get(room.id)! > day) continue
      if (random.chance(1 / 400)) {
        const block = maintenance(random, room, day)
        history.blocks.push(block)
        freeFrom.set(room.id, block.endDate)
        continue
      }
      if (!random.chance(chance)) continue
      const nights = stayLength(random)
      const feed = setup.feeds.get(room.id)
      if (feed && random.chance(0.25)) {
        const block = external(random, room, day, addDays(day, nights), feed)
        history.blocks.push(block)
        freeFrom.set(room.id, block.endDate)
        continue
      }
      const together = random.chance(0.04)
        ? order
            .filter((other) => other.id !== room.id && freeFrom.get(other.id)! <= day)
            .slice(0, random.int(1, 3))
        : []
      const rooms = [room, ...together]
      const checkOut = addDays(day, nights)
      const source = sourceOf(random, day <= until)
      const outcome = settled(
        outcomeOf(random, day, checkOut, until, together.length > 0),
        source,
        checkOut > until,
      )
      const stays = rooms.map((each) =>
        newStay(random, each, setup, taxes, { checkIn: day, checkOut, source }, references),
      )
      if (stays.length > 1) for (const stay of stays) stay.group = stays[0].reference
      const lead =
        source === 'walk-in' ? 0 : Math.max(ahead, Math.round(-Math.log(1 - random.next()) * 12))
      const createdDay = addDays(day, -lead)
      const createdAt =
        source === 'walk-in'
          ? at(random, day, 13, 20)
          : outcome === 'requested'
            ? now - random.int(60, 2400) * 60_000
            : Math.min(at(random, createdDay, 7, 22), now - random.int(1, 40) * 60_000)
      for (const stay of stays) {
        stay.createdAt = createdAt
        liveStay(random, write, stay, outcome, { now, roomName, setup, history, desk })
        history.stays.push(stay)
        if (TAKES.includes(outcome)) freeFrom.set(stay.roomId, checkOut)
      }
    }
  }
  history.closes = planCloses(random, history.stays, desk, { start, until })
  return history
}

function stayLength(random: Random): number {
  const nights = random.weighted([
    [1, 30],
    [2, 25],
    [3, 17],
    [4, 10],
    [5, 6],
    [6, 4],
    [7, 5],
    [10, 2],
    [14, 1],
  ] as const)
  return Math.min(nights, MAX_NIGHTS)
}

function outcomeOf(
  random: Random,
  checkIn: string,
  checkOut: string,
  until: string,
  group: boolean,
): Outcome {
  if (checkIn > until) {
    return random.weighted([
      ['confirmed', 85],
      ['requested', group ? 0 : 8],
      ['cancelled', 7],
    ] as const)
  }
  if (checkOut > until) return 'checked-in'
  return random.weighted([
    ['completed', 88],
    ['cancelled', 5],
    ['no-show', group ? 0 : 2],
    ['declined', 3],
    ['expired', group ? 0 : 2],
  ] as const)
}

function sourceOf(random: Random, walkInPossible: boolean) {
  const source = random.weighted([
    ['website', 35],
    ['whatsapp', 25],
    ['phone', 20],
    ['walk-in', 15],
    ['other', 5],
  ] as const)
  return source === 'walk-in' && !walkInPossible ? 'phone' : source
}

/**
 * The outcome a stay can have by its door: a walk-in is in the house at once (so it is lived); a
 * stay booked by staff is confirmed when made, so it is never a request, nor declined.
 */
function settled(outcome: Outcome, source: string, notLeftYet: boolean): Outcome {
  if (source === 'walk-in')
    return TAKES.includes(outcome) ? outcome : notLeftYet ? 'checked-in' : 'completed'
  if (source === 'website') return outcome
  if (outcome === 'requested') return 'confirmed'
  return outcome === 'declined' || outcome === 'expired' ? 'cancelled' : outcome
}

function newStay(
  random: Random,
  room: Room,
  setup: HouseSetup,
  taxes: HouseTaxes,
  { source, ...dates }: { checkIn: string; checkOut: string; source: string },
  references: Set<string>,
): StayRows {
  let reference = makeReference(random.next)
  while (references.has(reference)) reference = makeReference(random.next)
  references.add(reference)
  const most = room.maxGuests ?? 2
  const adults = random.int(1, Math.min(2, most))
  const children = adults < most && random.chance(0.15) ? 1 : 0
  const guests = adults + children
  const quote = owedBy(taxes, quoteRoom(room, setup.seasons, { ...dates, guests }))
  return {
    id: random.id(),
    requestId: random.uuid(),
    tag: random.uuid(),
    reference,
    group: null,
    roomId: room.id,
    ...dates,
    nights: stayNights(dates.checkIn, dates.checkOut),
    guests,
    adults,
    children,
    ...drawGuest(random),
    note: random.chance(0.1)
      ? random.pick(['Arriving late', 'Ground floor please', 'Quiet room'])
      : null,
    source,
    status: 'requested',
    price: quote.price,
    deposit: depositShare(quote.price, HOUSE_DEPOSIT_PERCENT),
    nightPrices: quote.nights.map(({ night, price }) => ({ night, price })),
    leaveBalanceDue: false,
    previousStatus: null,
    statusChangedAt: null,
    reminderAt: null,
    thanksAt: null,
    createdAt: 0,
    lines: [],
    entries: [],
  }
}

function maintenance(random: Random, room: Room, day: string): BlockRows {
  const endDate = addDays(day, random.int(2, 5))
  return {
    id: random.id(),
    holdId: random.uuid(),
    tag: random.uuid(),
    roomId: room.id,
    startDate: day,
    endDate,
    nights: stayNights(day, endDate),
    reason: 'maintenance',
    note: random.pick(MAINTENANCE),
    feedUrl: null,
    eventUid: null,
    createdAt: at(random, addDays(day, -random.int(1, 14)), 8, 17),
  }
}

function external(
  random: Random,
  room: Room,
  startDate: string,
  endDate: string,
  feedUrl: string,
): BlockRows {
  return {
    id: random.id(),
    holdId: random.uuid(),
    tag: random.uuid(),
    roomId: room.id,
    startDate,
    endDate,
    nights: stayNights(startDate, endDate),
    reason: 'external',
    note: null,
    feedUrl,
    eventUid: `${random.uuid()}@booking.com`,
    createdAt: at(random, addDays(startDate, -random.int(1, 30)), 0, 24),
  }
}
