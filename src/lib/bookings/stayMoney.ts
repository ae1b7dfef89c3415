import type { StayMoney } from './ledger'

export type { StayMoney }

/** A payment or refund as the guest's page lists it: signed pesewas (a refund is negative). */
export type StayPayment = { amount: number; date: string; method: string; receipt: string | null }

type Entry = {
  id: string | number
  kind: string
  amount: number
  reverses?: string | number | { id: string | number } | null
  method?: string | null
  date?: string | null
  createdAt: string
  receipt?: string | null
}

/** Payments and refunds still standing (a reversed one is left out), in the order they came. */
export function guestPayments(entries: readonly Entry[]): StayPayment[] {
  const reversed = new Set(
    entries
      .filter((entry) => entry.kind === 'reversal' && entry.reverses)
      .map((entry) =>
        String(typeof entry.reverses === 'object' ? entry.reverses?.id : entry.reverses),
      ),
  )
  return entries
    .filter(
      (entry) =>
        (entry.kind === 'payment' || entry.kind === 'refund') && !reversed.has(String(entry.id)),
    )
    .map((entry) => ({
      amount: entry.kind === 'refund' ? -entry.amount : entry.amount,
      date: (entry.date ?? entry.createdAt).slice(0, 10),
      method: entry.method ?? '',
      receipt: entry.receipt ?? null,
    }))
}
