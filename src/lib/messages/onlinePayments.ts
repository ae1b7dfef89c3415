/** Online payments as staff read them: history lines, Today, refunds through the gateway. */
export const onlinePayments = {
  /** Who the ledger names for money a gateway confirmed: "Paystack (online)". */
  recordedBy: (gateway: string) => `${gateway} (online)`,
  paidHistory: 'Paid online',
  paidDetail: (amount: string, network: string, receipt: string) =>
    `${amount}${network ? `, ${network}` : ''}, receipt ${receipt}`,
  refusedHistory: 'Online payment not accepted',
  wrongAmount: (paid: string, asked: string) =>
    `The gateway took ${paid} where ${asked} was asked: settle it with the guest (nothing is in the ledger)`,
  wrongCurrency: (currency: string) =>
    `The gateway took the money in ${currency}, not GHS: settle it with the guest (nothing is in the ledger)`,
  stayClosed: (status: string) => `The stay is ${status}: the payment is not taken`,
  refundedThrough: (gateway: string, amount: string, id: string) =>
    `${amount} returned through ${gateway} (refund ${id})`,
  refundToMake: (amount: string, why: string) =>
    `Return ${amount} to the guest by hand: the gateway refused the refund (${why})`,
  nightsTaken: 'The nights were taken before the deposit arrived',
  refundFailedLater: 'the gateway could not complete the refund it had taken',
  instantConfirmed: 'Confirmed at once: deposit paid online',
  instantRefundReason: 'Instant booking: the nights were taken before the deposit arrived',
  closedDayNote: (day: string) => `Paid online on ${day}, a day already closed: dated today`,
  /** The desk's refund of a gateway payment. */
  refundsRequired: 'Choose the online payment to give back',
  refundsNotGateway: 'That entry is not a payment taken online on this stay',
  refundTooHigh: (most: string) => `At most ${most} of that payment can still be given back`,
  gatewayRefused: (why: string) => `The gateway refused the refund: ${why}`,
  gatewayGone: 'That payment’s gateway is no longer set up: give the money back another way',
  refundHistory: (amount: string, gateway: string, id: string) =>
    `${amount} through ${gateway} (refund ${id})`,
  instantBookingLabel:
    'Confirm a request at once when its deposit is paid online and its nights are free',
  instantBookingHelp:
    'The guest gets the confirmation at once. When the nights were taken meanwhile, the deposit is returned through the gateway and the guest is told.',
  depositPaidOnline: 'Deposit paid online',
  webhookUnknown: 'No such payment gateway is set up',
  webhookUnsigned: 'The event’s signature does not hold',
  webhookFailed: 'The event could not be taken now',
  checked: (count: number) => `Online payments checked with the gateway: ${count}`,
} as const
