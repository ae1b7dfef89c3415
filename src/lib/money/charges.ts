import { charges as chargesText } from '@/lib/messages/charges'

/**
 * Extras on the bill: a short price list (bar, restaurant, laundry, transport, other) and the
 * charges reception posts from it to a stay that is confirmed or in the house. A charge is what
 * the guest owes for the item (quantity × unit price, whole pesewas); it is a ledger entry like
 * any other, so the balance counts it and a mistake is undone by a reversal with a reason.
 */
export const EXTRA_CATEGORIES = ['bar', 'restaurant', 'laundry', 'transport', 'other'] as const
export type ExtraCategory = (typeof EXTRA_CATEGORIES)[number]

export const EXTRA_CATEGORY_LABELS: Record<ExtraCategory, string> = {
  bar: 'Bar',
  restaurant: 'Restaurant',
  laundry: 'Laundry',
  transport: 'Transport',
  other: 'Other',
}

/** The statuses a stay takes charges in: booked and not yet left, or in the house. */
export const CHARGEABLE_STATUSES = ['confirmed', 'checked-in'] as const

/** One line of a bill is a handful of an item: more than this is a slip of the thumb. */
export const CHARGE_QUANTITY_MIN = 1
export const CHARGE_QUANTITY_MAX = 99

/** The most one item costs (₵10,000): beyond it only a slip of the keyboard. */
export const EXTRA_PRICE_MAX = 1_000_000

export const EXTRA_NAME_MAX = 60
export const CHARGE_TEXT_MAX = 200

export function isExtraCategory(value: unknown): value is ExtraCategory {
  return (EXTRA_CATEGORIES as readonly unknown[]).includes(value)
}

export function isChargeableStatus(status: unknown): boolean {
  return (CHARGEABLE_STATUSES as readonly unknown[]).includes(status)
}

/** A listed price: whole pesewas from 1 to the most one item costs. */
export function extraPriceProblem(price: unknown): string | null {
  return typeof price === 'number' &&
    Number.isSafeInteger(price) &&
    price >= 1 &&
    price <= EXTRA_PRICE_MAX
    ? null
    : chargesText.price
}

export function quantityProblem(quantity: unknown): string | null {
  return typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= CHARGE_QUANTITY_MIN &&
    quantity <= CHARGE_QUANTITY_MAX
    ? null
    : chargesText.quantity
}

/** A charged price: whole pesewas, 0 (given free, with a reason) up to the most an item costs. */
export function unitPriceProblem(price: unknown): string | null {
  return typeof price === 'number' &&
    Number.isSafeInteger(price) &&
    price >= 0 &&
    price <= EXTRA_PRICE_MAX
    ? null
    : chargesText.unitPrice
}

/** A charge as the desk sends it: the unit price is the list's unless changed, with a reason. */
export type ChargeInput = {
  quantity: unknown
  unitPrice: unknown
  reason: string
  note: string
}

/**
 * Why a charge of a listed item (at `listPrice`) cannot be posted, or null. A price other than
 * the list's needs a reason, so the bill never quietly differs from what the house publishes.
 */
export function chargeProblem(input: ChargeInput, listPrice: number): string | null {
  const problem = quantityProblem(input.quantity) ?? unitPriceProblem(input.unitPrice)
  if (problem) return problem
  if (input.unitPrice !== listPrice && !input.reason.trim()) return chargesText.priceReason
  if (input.reason.trim().length > CHARGE_TEXT_MAX) return chargesText.reasonTooLong
  if (input.note.trim().length > CHARGE_TEXT_MAX) return chargesText.noteTooLong
  return null
}

/** What the guest owes for a charge: quantity × unit price, whole pesewas. */
export function chargeAmount(quantity: number, unitPrice: number): number {
  return quantity * unitPrice
}
