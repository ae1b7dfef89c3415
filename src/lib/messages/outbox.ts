/** The portal with no network: what it shows, and the actions it keeps to send later. */
export const outbox = {
  /** The portal installed on a phone's home screen. */
  appName: (house: string) => `${house} desk`,
  appShortName: 'Desk',
  /** The time the shown data was last brought up to date, in Ghana. */
  offlineAsOf: (time: string) => `Offline — as of ${time}`,
  offlineNoCopy: 'Offline — showing what this phone last saw',
  waiting: 'waiting to send',
  waitingCount: (count: number) => `${count} waiting to send`,
  sendingNow: 'Sending…',
  kept: 'No network: kept on this phone, and sent when the network returns.',
  notKept:
    'No network, and this phone could not keep it (its storage may be full). Nothing was recorded: make it again when the network returns.',
  sent: (count: number) =>
    count === 1 ? 'Sent 1 waiting action.' : `Sent ${count} waiting actions.`,
  refusedTitle: 'Not accepted by the server',
  /** What to do with a refusal, after the server's reason. */
  refusedAdvice:
    'Nothing was recorded. Check the stay or room now, then make it again if it is still needed.',
  dismiss: 'Dismiss',
  sendFailed: 'Could not send this action.',
  /** Why a button that takes or frees nights waits. */
  needsNetwork: 'Needs the network: nights are only changed online',
  labels: {
    payment: (amount: string, method: string) => `Payment ${amount}, ${method}`,
    refund: (amount: string) => `Refund ${amount}`,
    charge: (name: string, quantity: number) => `Charge: ${quantity} × ${name}`,
    housekeeping: (room: string, state: string) => `${room} marked ${state.toLowerCase()}`,
    checkIn: (guest: string) => `Check in ${guest}`,
    checkOut: (guest: string) => `Check out ${guest}`,
  },
} as const
