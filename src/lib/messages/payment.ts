/** Money received against a stay, as staff record it. */
export const payment = {
  amount: 'Enter an amount above ₵0, in cedis and pesewas',
  amountTooHigh: (max: string) => `One payment cannot be more than ${max}`,
  method: 'Choose how the guest paid',
  date: 'Choose the day the money was received',
  dateFuture: 'The payment date cannot be in the future',
  failed: 'Failed to record the payment',
} as const
