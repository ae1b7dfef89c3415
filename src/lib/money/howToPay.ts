import {
  depositDueBy,
  type DepositDeadline,
  type DepositStay,
  type DepositTerms,
} from './depositDeadline'
import type { StayMoney } from './ledger'
import {
  mobileMoneyAccountsOf,
  type MobileMoneyAccount,
  type StoredMobileMoneyAccount,
} from './mobileMoneyAccounts'

/** What a guest needs to pay what is due: the deposit and its deadline, the house's numbers. */
export type HowToPayFacts = {
  /** The deposit still due and by when (`depositDueBy`), null when none is. */
  deposit: DepositDeadline | null
  /** The house's mobile-money numbers, in the owner's order. */
  accounts: MobileMoneyAccount[]
}

/**
 * How to pay one stay, as its page, invoice and messages all say it: the deposit the ledger says is
 * still due with its deadline by the house's settings, and the numbers the settings hold.
 */
export function howToPayOf(
  stay: Omit<DepositStay, 'depositDue'>,
  money: Pick<StayMoney, 'depositDue'>,
  settings: DepositTerms & { mobileMoneyNumbers?: readonly StoredMobileMoneyAccount[] | null },
  now: number | Date = Date.now(),
): HowToPayFacts {
  return {
    deposit: depositDueBy({ ...stay, depositDue: money.depositDue }, settings, now),
    accounts: mobileMoneyAccountsOf(settings.mobileMoneyNumbers),
  }
}
