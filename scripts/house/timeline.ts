import { owedBy, quoteRoom } from '@/collections/Bookings/pricing'
import type { HouseTaxes } from '@/collections/Taxes/taxRules'
import { MAX_NIGHTS, stayNights } from '@/lib/bookings/availability'
import { makeReference } from '@/lib/bookings/reference'
import { addDays, DAY_MS } from '@/lib/dates'
import { depositShare } from '@/lib/money/ledger'
import { REQUEST_EXPIRY_DEFAULT_HOURS } from '@/lib/bookings/expiry'
import type { Room, User } from '@/payload-types'

import { planCloses, type CloseRows } from './closes'
import { arrivalChance } from './demand'
import { drawGuest, MAINTENANCE, REVIEW_TEXTS } from './people'
import type { Random } from './random'
import { HOUSE_DEPOSIT_PERCENT, type HouseSetup } from './setup'
import { stayWriter, type StayWriter } from './stayLife'
import { moneyOf, type StayRows } from './stayRows'

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

/** How a stay ends up by the history's last day. */
type Outcome =
  | 'completed'
  | 'checked-in'
  | 'confirmed'
  | 'requested'
  | 'cancelled'
  | 'no-show'
  | 'declined'
  | 'expired'

const TAKES: readonly Outcome[] = ['completed', 'checked-in', 'confirmed']
const HORIZON_DAYS = 120

const at = (random: Random, day: string, fromHour: number, toHour: number) =>
  Date.parse(`${day}T00:00:00Z`) + random.int(fromHour * 60, toHour * 60 - 1) * 60_000

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

type Life = {
  now: number
  roomName: (id: string) => string
  setup: HouseSetup
  history: History
  desk: (time: number) => User
}

/**
 * One stay from its making to how it stands on the history's last day, each step where and when
 * the desk, the guest or the house's jobs would take it, never after `now`.
 */
function liveStay(random: Random, write: StayWriter, stay: StayRows, outcome: Outcome, life: Life) {
  const { now } = life
  const arrival = Date.parse(`${stay.checkIn}T00:00:00Z`)
  const finalStay = {
    checkOut: stay.checkOut,
    price: stay.price,
    nights: stay.nights,
    nightPrices: stay.nightPrices,
  }
  const walkIn = stay.source === 'walk-in'
  const changes = !walkIn && !stay.group && stay.nights.length >= 2 && random.chance(0.05)
  if (changes) {
    // Booked first for a night fewer, then lengthened at the desk.
    stay.checkOut = addDays(stay.checkOut, -1)
    stay.nights = stay.nights.slice(0, -1)
    stay.nightPrices = stay.nightPrices.slice(0, -1)
    stay.price = stay.nightPrices.reduce((sum, night) => sum + night.price, 0)
    stay.deposit = depositShare(stay.price, HOUSE_DEPOSIT_PERCENT)
  }
  stay.status = walkIn ? 'checked-in' : stay.source === 'website' ? 'requested' : 'confirmed'
  write.created(stay, stay.source === 'website' ? null : life.desk(stay.createdAt))
  let time = stay.createdAt
  if (walkIn && random.chance(0.7)) {
    const share = random.chance(0.5)
      ? stay.price
      : Math.ceil((stay.price * random.int(30, 90)) / 10000) * 100
    write.money(stay, time + 60_000, Math.min(share, stay.price))
  }
  if (stay.status === 'requested') {
    if (outcome === 'requested') return
    const expiresAt = time + REQUEST_EXPIRY_DEFAULT_HOURS * 3_600_000
    // A request made too late to expire by the history's last day was declined by hand instead.
    if (outcome === 'expired' && expiresAt <= now) {
      return write.expired(stay, expiresAt, REQUEST_EXPIRY_DEFAULT_HOURS)
    }
    time = Math.min(time + random.int(20, 360) * 60_000, now)
    if (outcome === 'expired') outcome = 'declined'
    if (outcome === 'declined') return write.step(stay, time, 'decline')
    write.step(stay, time, 'confirm')
  }
  const confirmedAt = time
  if (!walkIn) {
    if (changes) {
      const was = {
        room: stay.roomId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        price: stay.price,
      }
      time = between(random, time, Math.min(arrival - 3_600_000, now))
      Object.assign(stay, finalStay)
      write.moved(stay, time, was, life.roomName)
    }
    if (!stay.group && stay.source !== 'website' && random.chance(0.03)) {
      time = between(random, time, Math.min(arrival - 3_600_000, now))
      write.deposit(stay, time, depositShare(stay.price, 50), 'Holiday weekend: half paid up front')
    }
    if (stay.deposit > 0 && random.chance(0.6)) {
      const paidAt = between(random, time, Math.min(arrival + 10 * 3_600_000, now))
      write.money(stay, paidAt, stay.deposit)
      time = paidAt
    }
    if (outcome === 'cancelled') {
      const cancelAt = between(random, time, Math.min(arrival + 9 * 3_600_000, now))
      write.step(stay, cancelAt, 'cancel')
      const held = moneyOf(stay).received
      if (held > 0 && random.chance(0.5)) {
        write.money(
          stay,
          cancelAt + 5 * 60_000,
          held,
          'refund',
          'Cancelled in good time: deposit given back',
        )
      }
      return
    }
    const eve = arrival - DAY_MS + 8 * 3_600_000
    if (confirmedAt < eve && eve <= now) write.message(stay, eve, 'reminderAt')
    if (outcome === 'confirmed') return
    if (outcome === 'no-show') return write.step(stay, arrival + DAY_MS + 10 * 3_600_000, 'noShow')
    // A guest who booked on the day checks in once the booking is made and answered.
    const checkInAt = Math.max(at(random, stay.checkIn, 12, 19), time + 30 * 60_000)
    if (checkInAt > now) return
    write.step(stay, checkInAt, 'checkIn')
    time = checkInAt
  }
  for (const night of stay.nights) {
    if (!random.chance(0.35)) continue
    const chargedAt = Math.max(at(random, night, 19, 23), time + 60_000)
    if (chargedAt > now) break
    const charged = write.charge(stay, chargedAt, random.pick(life.setup.extras), random.int(1, 3))
    if (random.chance(0.02))
      write.reverse(stay, chargedAt + 20 * 60_000, charged, 'Charged to the wrong room')
    time = chargedAt + 20 * 60_000
  }
  const departure = Date.parse(`${stay.checkOut}T00:00:00Z`)
  const checkOutAt = departure + random.int(9 * 60, 11 * 60) * 60_000
  if (checkOutAt > now || outcome !== 'completed') return
  settleAndLeave(random, write, stay, checkOutAt, now)
  if (checkOutAt + 9 * 3_600_000 <= now) write.message(stay, departure + 18 * 3_600_000, 'thanksAt')
  const reviewAt = departure + random.int(1, 5) * DAY_MS + 15 * 3_600_000
  if (reviewAt <= now && random.chance(0.1)) {
    life.history.reviews.push({
      stay,
      at: reviewAt,
      rating: random.int(3, 5),
      comment: random.pick(REVIEW_TEXTS),
      publishName: random.chance(0.7),
    })
  }
}

/** The balance paid at check-out (now and then entered wrongly and put right), or left owing. */
function settleAndLeave(
  random: Random,
  write: StayWriter,
  stay: StayRows,
  checkOutAt: number,
  now: number,
) {
  const balance = moneyOf(stay).balance
  if (balance > 0 && random.chance(0.04)) {
    write.mayLeaveWithBalance(stay, checkOutAt - 10 * 60_000)
    write.step(stay, checkOutAt, 'checkOut')
    const paysLater = checkOutAt + random.int(1, 20) * DAY_MS
    if (random.chance(0.5) && paysLater <= now) write.money(stay, paysLater, balance)
    return
  }
  if (balance > 0) {
    const paidAt = checkOutAt - 15 * 60_000
    if (random.chance(0.015)) {
      const wrong = write.money(stay, paidAt - 10 * 60_000, balance)
      write.reverse(stay, paidAt - 5 * 60_000, wrong, 'Recorded with the wrong method')
    }
    const over = random.chance(0.01) ? 1000 : 0
    write.money(stay, paidAt, balance + over)
    if (over)
      write.money(stay, paidAt + 60_000, over, 'refund', 'Change given back', {
        method: 'cash',
        network: null,
        transactionId: null,
      })
  }
  write.step(stay, checkOutAt, 'checkOut')
}

function between(random: Random, from: number, to: number): number {
  if (to <= from) return from + 60_000
  return from + Math.floor(random.next() * (to - from))
}
