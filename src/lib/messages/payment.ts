/** Money received against a stay, as staff record it. */
export const payment = {
  amount: 'Enter an amount above ₵0, in cedis and pesewas',
  amountTooHigh: (max: string) => `One payment cannot be more than ${max}`,
  method: 'Choose how the guest paid',
  date: 'Choose the day the money was received',
  dateFuture: 'The payment date cannot be in the future',
  dateTooEarlyReception:
    'Reception can date money today or yesterday only: ask an admin to record it for an earlier day',
  dateTooEarly: (day: string) => `Money can be dated back to ${day} at the earliest`,
  dateBeforeStay: (day: string) =>
    `Money for this stay cannot be dated before ${day}, the day it was booked or began`,
  failed: 'Failed to record the payment',
} as const
