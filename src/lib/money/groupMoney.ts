import { bookingMoney, type StayMoney } from './ledger'

/**
 * The money of a group's rooms as one stay: what each room comes to, has received and requires
 * as deposit, added up. Money paid for the group lands on one room (its first, whose reference the
 * guest quotes), so that room's credit pays the others' balances and deposits: the group owes what
 * its rooms owe together less what the house holds beyond any one room's due.
 */
export function groupMoney(rooms: readonly StayMoney[]): StayMoney {
  const sum = (pick: (money: StayMoney) => number) =>
    rooms.reduce((total, money) => total + pick(money), 0)
  const owed = sum((money) => money.balance)
  const beyond = sum((money) => money.credit)
  const depositOwed = sum((money) => money.depositDue)
  // What a room holds beyond its own deposit counts toward the others' deposits.
  const beyondDeposits = sum((money) =>
    Math.max(0, money.received - Math.min(money.depositRequired, money.due)),
  )
  return {
    price: sum((money) => money.price),
    charges: sum((money) => money.charges),
    due: sum((money) => money.due),
    paid: sum((money) => money.paid),
    refunded: sum((money) => money.refunded),
    received: sum((money) => money.received),
    balance: Math.max(0, owed - beyond),
    credit: Math.max(0, beyond - owed),
    depositRequired: sum((money) => money.depositRequired),
    depositDue: Math.max(0, depositOwed - beyondDeposits),
  }
}

/**
 * A stay's money as the desk shows it: its group's when it was read with one (every room of a
 * group shows the group's balance, so a room its lead's payment covered owes nothing and the lead
 * holds no credit that is the others' price), else its own.
 */
export function deskMoney(
  booking: Parameters<typeof bookingMoney>[0] & { groupSummary?: { money: StayMoney } | null },
): StayMoney {
  return booking.groupSummary?.money ?? bookingMoney(booking)
}

/**
 * What a stay's line says is still due and held beyond, where lines are added up (the
 * accountant's list of stays): a group's balance and credit stand once, on its lead room's line,
 * and its other rooms' lines show none, their money being the group's.
 */
export function lineBalance(
  booking: Parameters<typeof deskMoney>[0] & {
    reference?: string | null
    groupSummary?: { lead: string; money: StayMoney } | null
  },
): Pick<StayMoney, 'balance' | 'credit'> {
  const group = booking.groupSummary
  if (!group) return bookingMoney(booking)
  return booking.reference === group.lead ? group.money : { balance: 0, credit: 0 }
}
