import type { LedgerEntryLike } from './ledger'

/** A ledger entry as the gateway refund needs it: its gateway reference and transaction. */
export type GatewayEntryLike = LedgerEntryLike & {
  gatewayReference?: string | null
  transactionId?: string | null
}

/** A payment taken through the gateway, with what of it may still go back through it. */
export type RefundableGatewayPayment<E> = { payment: E; left: number }

/** A refund the gateway made carries "refund:" and the gateway's refund id as its reference. */
const isGatewayRefund = (entry: GatewayEntryLike) =>
  entry.kind === 'refund' && (entry.gatewayReference ?? '').startsWith('refund:')

/**
 * The payments a refund can be sent back through the gateway to, oldest first: those the gateway
 * took (they carry its reference), not reversed, less what the gateway already gave back of each
 * (its refunds name the payment's transaction). One given back whole is left out.
 */
export function refundableThroughGateway<E extends GatewayEntryLike>(
  entries: readonly E[],
): RefundableGatewayPayment<E>[] {
  const reversed = new Set(
    entries
      .filter((entry) => entry.kind === 'reversal' && entry.reverses != null)
      .map((entry) =>
        String(typeof entry.reverses === 'object' ? entry.reverses?.id : entry.reverses),
      ),
  )
  const standing = entries.filter((entry) => !reversed.has(String(entry.id)))
  return standing
    .filter((entry) => entry.kind === 'payment' && entry.gatewayReference && entry.transactionId)
    .map((payment) => {
      const given = standing
        .filter((entry) => isGatewayRefund(entry) && entry.transactionId === payment.transactionId)
        .reduce((sum, entry) => sum + entry.amount, 0)
      return { payment, left: Math.max(payment.amount - given, 0) }
    })
    .filter((refundable) => refundable.left > 0)
}
