import { REQUEST_EXPIRY_DEFAULT_HOURS } from '@/lib/bookings/expiry'
import { addDays, DAY_MS } from '@/lib/dates'
import { depositShare } from '@/lib/money/ledger'
import type { User } from '@/payload-types'

import { REVIEW_TEXTS } from './people'
import type { Random } from './random'
import { HOUSE_DEPOSIT_PERCENT, type HouseSetup } from './setup'
import type { StayWriter } from './stayLife'
import { moneyOf, type StayRows } from './stayRows'
import type { History } from './timeline'

/** How a stay ends up by the history's last day. */
export type Outcome =
  | 'completed'
  | 'checked-in'
  | 'confirmed'
  | 'requested'
  | 'cancelled'
  | 'no-show'
  | 'declined'
  | 'expired'

/** A moment of a day between two hours, to the minute. */
export const at = (random: Random, day: string, fromHour: number, toHour: number) =>
  Date.parse(`${day}T00:00:00Z`) + random.int(fromHour * 60, toHour * 60 - 1) * 60_000

export type Life = {
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
export function liveStay(
  random: Random,
  write: StayWriter,
  stay: StayRows,
  outcome: Outcome,
  life: Life,
) {
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
