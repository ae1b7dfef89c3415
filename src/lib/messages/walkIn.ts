/** What the desk's walk-in form says: one form that takes the stay and the money paid for it. */
export const walkIn = {
  open: 'Walk-in',
  title: 'Walk-in',
  save: 'Save walk-in',
  saving: 'Saving...',
  roomLegend: 'Room free for these nights',
  noRoomFree: 'No room is free for these nights. Try other dates.',
  chooseDates: 'Choose the nights to see the rooms free for them.',
  paidLegend: 'Paid now',
  notPaid: 'Not now',
  networkLegend: 'Network',
  created: (reference: string) => `Walk-in ${reference} saved`,
  createdAndPaid: (reference: string, receipt: string) =>
    `Walk-in ${reference} saved, payment receipt ${receipt}`,
  failed: 'Failed to save the walk-in',
  /** Rooms taken together for one party: saved as one stay with one reference. */
  together: (rooms: string) => `Saved together as one stay, one reference: ${rooms}.`,
  details: 'Guest name, room and nights are needed for a walk-in',
  /** The payment was refused after the stay was written: the stay is taken back with it. */
  undone: (why: string) => `The walk-in was not saved, as its payment was refused: ${why}`,
} as const
