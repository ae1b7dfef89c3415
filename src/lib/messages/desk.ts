/** What the booking desk asks and says while staff work a stay. */
export const desk = {
  ask: {
    confirm: 'The guest’s nights are taken for them.',
    checkIn: 'The guest is in the house from now.',
    checkOut: 'The guest leaves and the room is marked dirty.',
    decline: 'The request is turned down.',
    cancel: 'The stay is cancelled and its nights are free for others.',
    noShow: 'The guest did not come: the stay’s nights are free for others.',
  },
  /** The question before a step, naming the guest the member of staff means. */
  askTitle: {
    confirm: (guest: string) => `Confirm ${guest}’s stay?`,
    checkIn: (guest: string) => `Check in ${guest} before the arrival day?`,
    checkOut: (guest: string) => `Check out ${guest}?`,
    decline: (guest: string) => `Decline ${guest}’s request?`,
    cancel: (guest: string) => `Cancel ${guest}’s stay?`,
    noShow: (guest: string) => `Mark ${guest} as a no-show?`,
  },
  earlyReason: 'Why before the arrival day?',
  reasonRequired: 'Give the reason first',
  roomsFailed: 'Could not check which rooms are free for those dates',
  roomTaken: 'Taken for some of these nights',
  roomTakenOrSmall: 'Taken for some of these nights, or too small for the party',
  roomHidden: 'hidden from guests',
  roomOutOfOrder: 'out of order now',
  /** Under the room of a stay, once the dates are chosen. */
  roomIsFree: 'Free for these dates.',
  roomIsHidden:
    'Hidden from guests: not open for booking on the website. Let it only if the house means to.',
  roomIsOutOfOrder: 'Out of order now: let it only for nights after the repair.',
  roomNotFree: 'Not free for these dates: choose another room or other dates.',
  chooseDates: 'Choose the dates to see which rooms are free.',
  /** Under a new stay's price: empty is the rates' price, which the server sets. */
  priceByRates:
    'Leave it empty for the price the rates give. Another price needs a reason, and an admin beyond the house’s limit.',
  priceQuoting: 'Pricing the stay by the rates… Saved now, the server prices it.',
  priceNotQuoted:
    'Could not price the stay here. Leave the price empty: the server prices it by the rates when it is saved.',
  changed: (reference: string) => `Booking ${reference} changed`,
  changeFailed: 'Failed to change the stay',
  /** A request whose deposit is in hand, waiting for staff to confirm it. */
  depositPaid: 'Deposit paid',
  /** A group's request answered in one step: every room still waiting, all or none. */
  groupTitle: (group: string) => `Every room of ${group}`,
  groupConfirm: 'Confirm all rooms',
  groupDecline: 'Decline all rooms',
  groupAskDecline: (guest: string) => `Decline every room of ${guest}’s request?`,
  groupAskDeclineDetail: 'Every room still waiting is turned down, and the guest is told once.',
  groupDone: (group: string, status: string) => `Every waiting room of ${group} is now ${status}`,
  /** A confirmed group cancelled in one step: every room still ahead, all or none. */
  groupCancel: 'Cancel all rooms',
  groupAskCancel: (guest: string) => `Cancel every room of ${guest}’s booking?`,
  groupAskCancelDetail:
    'Every room still ahead is cancelled and its nights freed, and the guest is told once.',
  groupCancelled: (group: string) => `Every room of ${group} still ahead is now cancelled`,
  /** A stay's group in its details: every room, and their money as one. */
  groupRoomsTitle: (group: string) => `Rooms of ${group}`,
  groupThisRoom: 'this room',
  groupMoney: (group: string) =>
    `Money for every room of ${group} together: a payment on any room counts once for all.`,
} as const
