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
  reverseNotFound: 'That entry is not on this booking',
  reverseNotMoney: 'Only a payment, a refund or a charge can be reversed',
  alreadyReversed: 'That entry is already reversed',
  reverseOverdraws: (held: string) =>
    `Undoing this payment would leave the house holding less than nothing for this stay (it holds ${held}): reverse the refund first`,
  reversed: 'Entry reversed',
  reverseFailed: 'Failed to reverse the entry',
  movedBy: 'Moved from the booking',
  moved: (count: number) =>
    `Moved ${count} payment${count === 1 ? '' : 's'} kept on stays into the ledger`,
  reasonTooLong: 'Keep the reason under 200 characters',
  priceBooked: 'Priced when booked',
  depositBooked: 'The house’s share when booked',
  priceRequoted: 'Stay changed: priced again by the rates',
  priceByHand: 'Set by hand',
  depositByHand: 'Set outside the desk',
  openedBy: 'Opened by the upgrade',
  openedReason: 'The price and deposit the stay held before they were kept in the ledger',
  opened: (count: number) =>
    `Opened the ledger of ${count} stay${count === 1 ? '' : 's'} with its price and deposit`,
  busy: 'Others are recording money for this stay right now. Try again in a moment.',
} as const
