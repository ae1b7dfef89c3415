import { formatStayDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import type { Booking } from '@/payload-types'

import type { StayValues } from '@/lib/guestStay/stayMessages'
import type { StayMoney } from '@/lib/money/stayPriceLines'
import { depositSentence, type DepositDeadline } from '@/lib/money/depositDeadline'
import { howToPaySentence, type MobileMoneyAccount } from '@/lib/money/mobileMoneyAccounts'
import { dueNow } from '@/lib/payments/payOffer'

export type StayChannel = 'email' | 'whatsapp'

/**
 * The placeholders' values for one stay. An email carries nothing the guest typed freely, not
 * even the name: anyone can type someone else's address into the request form, and the house must
 * not relay their words to it. On WhatsApp staff send from the house phone to a number they know,
 * so the name is the guest's first name. A group's rooms are named by the group's reference. The deposit's deadline and how to pay (the house's
 * numbers and the reference to quote) say nothing when nothing is due.
 */
export function stayValuesOf(
  booking: Pick<Booking, 'reference' | 'group' | 'checkIn' | 'checkOut' | 'nights' | 'guestName'>,
  facts: {
    room: string
    money: StayMoney
    link: string
    channel: StayChannel
    /** The deposit still due and by when (`depositDueBy`), null when none is. */
    deposit?: DepositDeadline | null
    /** The house's mobile-money numbers (`mobileMoneyAccountsOf`). */
    accounts?: readonly MobileMoneyAccount[]
  },
): StayValues {
  // A room of a group's request goes by the group's reference, the one the guest was given.
  const reference = booking.group ?? booking.reference ?? ''
  const firstName = booking.guestName.trim().split(/\s+/)[0] ?? ''
  return {
    name: facts.channel === 'email' || !firstName ? 'guest' : firstName,
    reference,
    checkIn: formatStayDate(booking.checkIn.slice(0, 10)),
    checkOut: formatStayDate(booking.checkOut.slice(0, 10)),
    nights: String(booking.nights ?? ''),
    room: facts.room,
    total: formatPesewas(facts.money.price),
    balance: formatPesewas(facts.money.balance),
    deposit: formatPesewas(facts.money.depositDue),
    depositDueBy: depositSentence(facts.deposit ?? null),
    howToPay:
      facts.money.balance > 0
        ? howToPaySentence(facts.accounts ?? [], reference, Boolean(facts.deposit))
        : '',
    amountDue: formatPesewas(dueNow(facts.money)?.amount ?? 0),
    link: facts.link,
  }
}
