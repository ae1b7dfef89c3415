export const booking = {
  checkOutRequired: 'Check-out date is required',
  notFree:
    'This room is already booked for some of those nights. Please choose other dates or another room.',
  roomUnknown: 'This room is not available for booking',
  /** A season asks for a longer stay than the one asked for. */
  minStay: (room: string, nights: number) =>
    `The ${room} needs a stay of at least ${nights} nights on those dates. Please choose more nights or another room.`,
  /** The party is larger than the room takes. */
  tooManyGuests: (room: string, max: number) =>
    `The ${room} takes at most ${max} ${max === 1 ? 'guest' : 'guests'}. Please choose a larger room, or add a second room.`,
  nightPricesShape:
    'The nights’ prices must be a list of { night: YYYY-MM-DD, price: whole pesewas }',
  priceTyped: 'Enter the price of the stay in cedis, with at most two decimals (139.92)',
  priceInPesewas: 'Enter the price of the stay in whole pesewas (₵139.92 is 13992), 0 or more',
  notFreeInGroup: (room: string) =>
    `The ${room} is already booked for some of those nights. Please choose other dates or another room.`,
  statusChange: (from: string, to: string) => `A booking cannot go from ${from} to ${to}`,
  createStatus: 'A new booking can only be requested, confirmed or checked in',
  balanceDue: (due: string) =>
    `The guest still owes ${due}. Record the payment, or check out with the balance left due.`,
  blockDates: 'The block must end after it starts',
  exportRange: 'Choose a start and an end date, at most a year apart',
  exportFailed: 'Failed to export bookings',
  fetchFailed: 'Failed to fetch bookings',
  saveFailed: 'Failed to save the booking',
  created: (reference: string) => `Booking ${reference} created`,
  blocked: 'Room blocked for those dates',
  paymentAdded: 'Payment recorded',
  /** History lines for the permission to check out with a balance due. */
  mayLeaveWithBalance: 'May check out with a balance due',
  paysBeforeLeaving: 'Pays the balance before checking out',
  priceAdminsOnly:
    'Only an admin can set a price by hand. Change the stay at the desk to re-price it by the rates.',
  /** Reception may take off a stay's price up to the most the owner set, never add to it. */
  priceCutTooLarge: (most: string) =>
    `Reception can take at most ${most} off the price the rates give, and never add to it. An admin can set any other price.`,
  priceReasonRequired:
    'Say why the stay is not priced by the rates: the reason is kept with the price (up to 200 characters)',
  /** A room hidden from guests (out of order, being redone) is let by an admin only. */
  roomHidden:
    'This room is hidden from guests: only an admin can book a stay in it. Show the room again first, or ask an admin.',
  referenceShape: 'A booking reference is RP- and four letters or digits, as the server gives it',
  /** A date such as 30 February, which a loose reading would turn into 2 March. */
  notACalendarDay: (date: string) =>
    `${date} is not a day in the calendar: check the day and the month`,
  /** Bookings are ended by cancelling; deleting is an admin's, for stays that never held money. */
  depositAmount: 'Enter the deposit in cedis and pesewas, or a share from 0 to 100 %',
  depositTooHigh: 'The deposit cannot be more than the price of the stay',
  depositReason: 'Say why the deposit changes (up to 200 characters)',
  depositSet: (amount: string) => `Deposit set to ${amount}`,
  depositFailed: 'Failed to set the deposit',
  deleteWithMoney: 'This booking holds payments, so it cannot be deleted. Cancel it instead.',
  actionDone: (reference: string, status: string) => `Booking ${reference} is now ${status}`,
  mobileMoneyDetails: 'Mobile money payments need the network and the transaction ID',
  notFound: 'Booking not found',
  /** Who made a history entry when no staff account did. */
  guestActor: 'Guest (website)',
  systemActor: 'System',
  /** The list shows stays from today on unless a date or a search asks for older ones. */
  upcomingOnly:
    'Showing stays that end today or later. Choose a “Staying from” date to see past stays.',
  blockRemoved: 'Block removed: those nights are free again',
  blockRemoveFailed: 'Failed to remove the block',
  blockRemoveAsk: 'The room can be booked again for these nights.',
  /** An imported block is the booking site's stay: it is changed there, not here. */
  importedBlock: (site: string) =>
    `Booked on ${site}. It is read from that site's calendar every 15 minutes: change or cancel it there.`,
  /** The note on the one payment a stay kept from before payments were itemised carries. */
  keptPayment: 'Recorded before payments were itemised',
  keptCarriedOver: (count: number) =>
    `Carried ${count} booking(s) kept from before the booking desk over to it`,
  pricedInPesewas: (count: number) => `Stored the price of ${count} stay(s) in pesewas`,
  /** Someone else changed the booking between the desk's reading and this press. */
  stale: (now: string) =>
    `Someone else has just changed this booking: it is now ${now}. Look at it again, then choose.`,
  changedMeanwhile:
    'Someone else is changing this booking at this moment. Look at it again, then choose.',
  /** A check-in or no-show before the arrival day. */
  beforeArrival: (action: string, arrival: string) =>
    `${action} is possible from the arrival day, ${arrival}. An admin can do it earlier with a reason.`,
  overrideReasonTooLong: 'Keep the reason under 200 characters',
  undoNothing: 'There is no status change to undo on this booking',
  undoTooLate: 'A status change can be undone within 24 hours only',
  undoNightsTaken:
    'Its nights have been taken since, so it cannot go back. Move the stay to free nights or another room first.',
  unknownAction: 'Choose an action this booking allows',
  notChangeable: (status: string) => `A ${status} booking cannot be changed`,
  changeStay: 'Choose a room, a check-in and a check-out date',
  nothingChanged: 'The stay already has this room, these dates and this number of guests',
  staffTooLong: (max: number) => `A stay or block can be at most ${max} nights`,
  staffOutOfRange: (from: string, to: string) =>
    `Dates must fall between ${from} and ${to}: check the year`,
  /** The history entry and the guest's email of a request left unanswered too long. */
  expired: 'Expired',
  expiredDetail: (hours: number) => `No answer within ${hours} hour${hours === 1 ? '' : 's'}`,
  changeFailed: 'Failed to change the stay',
  statusFailed: 'Failed to change the status',
  optionsFailed: 'Could not check which rooms are free',
  /** A group step asked of a stay that is not part of a group, or of a step groups do not take. */
  groupStepUnknown:
    'Only a booking of several rooms can be confirmed, declined or cancelled as a group',
  groupAnswered: 'Every room of this request has already been answered',
  /** A group cancelled in one step when none of its rooms is still ahead. */
  groupEnded: 'No room of this booking is still ahead to cancel',
} as const
