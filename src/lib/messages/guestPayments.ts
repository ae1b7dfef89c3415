/**
 * What a guest reads about paying online on their stay's page: the answers of the pay endpoints.
 * The guest's screens import this file alone, so no staff text reaches a guest's phone.
 */
export const guestPayments = {
  badPurpose: 'Choose to pay the deposit or the balance',
  noGateway: 'Paying online is not available. Please pay by mobile money to our number.',
  nothingDue: 'Nothing is due for this right now.',
  stayClosed: 'This stay can no longer be paid online. Please call us.',
  gatewayDown: 'The payment service could not be reached. Please try again in a few minutes.',
  notFound: 'That payment was not found for this stay.',
  startFailed: 'Could not open the payment. Please try again or call us.',
  statusFailed: 'Could not check the payment. Please try again in a moment.',
  /** The status endpoint's message for each outcome. */
  pending: 'Waiting for your approval on your phone. This page updates once it is confirmed.',
  paid: (amount: string, receipt: string | null) =>
    `Payment received: ${amount}${receipt ? `, receipt ${receipt}` : ''}. Thank you!`,
  failed: 'The payment did not go through and nothing was taken. You can try again.',
  abandoned: 'The payment was not completed and nothing was taken. You can try again.',
  refusedRefunded: (amount: string) =>
    `This stay is no longer open, so your payment of ${amount} is being returned to your wallet.`,
  refusedByHand:
    'Your payment reached us but not as asked. We will contact you to settle it; nothing is lost.',
  nightsTakenRefunded: (amount: string) =>
    `Sorry: the nights you asked for were taken before your payment arrived. Your ${amount} is being returned to your wallet.`,
  nightsTakenByHand: (amount: string) =>
    `Sorry: the nights you asked for were taken before your payment arrived. We will return your ${amount} and contact you.`,
  /** The email to a guest whose instant booking lost its nights. */
  nightsTakenSubject: (reference: string) => `Your payment for ${reference} is being returned`,
} as const
