import { isGhanaPhone } from '@/lib/phone'
import { howToPay as howToPayText } from '@/lib/messages/howToPay'

import {
  isMobileMoneyNetwork,
  MOBILE_MONEY_NETWORK_LABELS,
  type MobileMoneyNetwork,
} from './payments'

/**
 * The house's own mobile-money numbers, which guests pay to: per network, a merchant ID (MoMoPay,
 * a Telecel Cash merchant: the guest pays the business, which the network names) or a personal
 * wallet's phone number, with the account name the guest sees before approving.
 */
export const MOBILE_MONEY_ACCOUNT_KINDS = ['merchant', 'personal'] as const
export type MobileMoneyAccountKind = (typeof MOBILE_MONEY_ACCOUNT_KINDS)[number]

export const MOBILE_MONEY_ACCOUNT_KIND_LABELS: Record<MobileMoneyAccountKind, string> = {
  merchant: howToPayText.kindMerchant,
  personal: howToPayText.kindPersonal,
}

/** A house has a number or two per network at most: a longer list confuses a guest paying. */
export const MOBILE_MONEY_ACCOUNTS_MAX = 6
export const ACCOUNT_NAME_MAX = 60
/** Merchant IDs are short digit codes the network issues. */
export const MERCHANT_ID_DIGITS = { min: 4, max: 12 } as const

export type MobileMoneyAccount = {
  network: MobileMoneyNetwork
  kind: MobileMoneyAccountKind
  number: string
  accountName: string
}

/** A row as the settings store it: any field may be missing on a row saved half-filled. */
export type StoredMobileMoneyAccount = {
  network?: string | null
  kind?: string | null
  number?: string | null
  accountName?: string | null
}

export function isMobileMoneyAccountKind(value: unknown): value is MobileMoneyAccountKind {
  return (MOBILE_MONEY_ACCOUNT_KINDS as readonly unknown[]).includes(value)
}

/**
 * Why `number` cannot be the house's number of that kind, or null: a personal number is a Ghana
 * phone number, a merchant ID its digits alone (spaces between groups allowed).
 */
export function mobileMoneyNumberProblem(kind: unknown, number: unknown): string | null {
  const text = typeof number === 'string' ? number.trim() : ''
  if (kind === 'personal') return isGhanaPhone(text) ? null : howToPayText.numberPersonal
  const { min, max } = MERCHANT_ID_DIGITS
  const digits = text.replace(/\s/g, '')
  return new RegExp(`^\\d{${min},${max}}$`).test(digits)
    ? null
    : howToPayText.numberMerchant(min, max)
}

/** Why a row cannot be saved, or null. */
export function mobileMoneyAccountProblem(row: StoredMobileMoneyAccount): string | null {
  if (!isMobileMoneyNetwork(row.network)) return howToPayText.networkRequired
  if (!isMobileMoneyAccountKind(row.kind)) return howToPayText.kindRequired
  const numberProblem = mobileMoneyNumberProblem(row.kind, row.number)
  if (numberProblem) return numberProblem
  const name = row.accountName?.trim() ?? ''
  return name && name.length <= ACCOUNT_NAME_MAX ? null : howToPayText.nameRequired
}

/** The rows the settings hold that a guest can pay to, in the owner's order; any other is left out. */
export function mobileMoneyAccountsOf(
  rows: readonly StoredMobileMoneyAccount[] | null | undefined,
): MobileMoneyAccount[] {
  return (rows ?? [])
    .filter((row) => !mobileMoneyAccountProblem(row))
    .slice(0, MOBILE_MONEY_ACCOUNTS_MAX)
    .map((row) => ({
      network: row.network as MobileMoneyNetwork,
      kind: row.kind as MobileMoneyAccountKind,
      number: (row.number ?? '').trim(),
      accountName: (row.accountName ?? '').trim(),
    }))
}

/** One number as a guest reads it: "MTN merchant ID 123456", "Telecel number 020 123 4567". */
export function accountLine(account: MobileMoneyAccount): string {
  const network = MOBILE_MONEY_NETWORK_LABELS[account.network]
  return account.kind === 'merchant'
    ? howToPayText.merchant(network, account.number)
    : howToPayText.personal(network, account.number)
}

/**
 * How to pay in one sentence, for a message: every number with its account name and the reference
 * to quote; where the house has set none, to ask for the details (or pay on arrival, when no
 * deposit is due before it).
 */
export function howToPaySentence(
  accounts: readonly MobileMoneyAccount[],
  reference: string,
  depositDue = false,
): string {
  if (!accounts.length) return depositDue ? howToPayText.askForNumbers : howToPayText.noNumbers
  return howToPayText.howToPaySentence(
    accounts.map((account) =>
      howToPayText.accountInSentence(accountLine(account), account.accountName),
    ),
    reference,
  )
}
