/**
 * Per-client limits on the endpoints a flood would hurt (a client is an IPv4 address or an IPv6
 * /64). Generous for real people (a guest sends a
 * message or two; staff upload six photos per room), tight enough to stop scripts.
 */
export const RATE_LIMITS = {
  signIn: { points: 30, duration: 10 * 60 },
  contact: { points: 10, duration: 10 * 60 },
  upload: { points: 60, duration: 10 * 60 },
  /** Guests' booking requests: a family books a room or two, a script books the house. */
  bookingRequest: { points: 10, duration: 10 * 60 },
  /**
   * Guests' availability questions: a guest trying dates and room sizes asks a few dozen times, a
   * script walking the calendar asks thousands.
   */
  availability: { points: 120, duration: 10 * 60 },
  /** Password-reset mails, per client and per address: each one is a mail sent in our name. */
  forgotPassword: { points: 5, duration: 60 * 60 },
  /**
   * Sign-in attempts per account and client without a success in between. Past it, that client
   * (and only that one) waits: one stranger cannot lock the owner out from elsewhere; only the
   * account's ceiling across all clients (below) holds every client back.
   */
  accountClient: { points: 5, duration: 10 * 60 },
  /**
   * Failed sign-ins per account from all clients together. A guesser holding many addresses would
   * get five tries from each; past this ceiling every client waits out the hour, but for a browser
   * that signed in to the account before; a password reset by email signs the owner in and ends it.
   */
  accountAllClients: { points: 20, duration: 60 * 60 },
  /** Failed sign-ins per account from anywhere, counted for the portal's warning to admins. */
  accountFailures: { points: 1_000_000, duration: 24 * 60 * 60 },
  /**
   * Acknowledgement emails per guest address, from the contact form and booking requests together:
   * no form may become a way to mail anyone from the house's account.
   */
  guestAcknowledgement: { points: 3, duration: 24 * 60 * 60 },
  /**
   * A guest's own stay page: its calendar file, cancel request and review. A guest taps a few
   * times; anything more is a script.
   */
  stayPage: { points: 20, duration: 10 * 60 },
  /**
   * A guest's page asking what became of a payment: it asks again every few seconds while the
   * guest approves on their phone, each time checking with the gateway.
   */
  stayPaymentStatus: { points: 120, duration: 10 * 60 },
} as const

/** From this many failed sign-ins on one account in 24 hours, admins see a warning in the portal. */
export const SIGN_IN_FAILURES_ALERT = 10
