/** The ledger: each stay's money, only ever added to. */
export const ledger = {
  amount: 'An amount is whole pesewas, 0 or more',
  fixed: 'A ledger entry is never changed or removed. Reverse it instead, with a reason.',
  kind: 'Choose a payment or a refund',
  refundReason: 'Say why the money is given back',
  refundTooHigh: (held: string) =>
    `A refund cannot be more than the house holds for this stay (${held})`,
  refunded: 'Refund recorded',
  refundFailed: 'Failed to record the refund',
  reverseReason: 'Say why the entry is reversed',
  reverseNotFound: 'That payment or refund is not on this booking',
  reverseNotMoney: 'Only a payment or a refund can be reversed',
  alreadyReversed: 'That entry is already reversed',
  reversed: 'Entry reversed',
  reverseFailed: 'Failed to reverse the entry',
  movedBy: 'Moved from the booking',
  moved: (count: number) =>
    `Moved ${count} payment${count === 1 ? '' : 's'} kept on stays into the ledger`,
  reasonTooLong: 'Keep the reason under 200 characters',
} as const
