import type { StayMoney } from '@/lib/money/ledger'

/**
 * A request whose deposit is in hand (paid online, or brought in before staff answered): the
 * house holds what it asked to hold the nights, so staff can confirm it first. Only when a deposit
 * was asked: a request with none has paid no deposit, whatever it paid.
 */
export function depositPaid(
  status: string,
  money: Pick<StayMoney, 'received' | 'depositRequired'>,
): boolean {
  return (
    status === 'requested' && money.depositRequired > 0 && money.received >= money.depositRequired
  )
}
