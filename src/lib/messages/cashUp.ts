/** The day's takings (cash-up) and the close of the day. */
export const cashUp = {
  fetchFailed: "Failed to load the day's takings",
  range: 'Choose a day, or a start and an end date at most a year apart',
  ownOnly: 'You can see the takings you recorded only',
  noTakings: 'No money recorded for these days',
  recordedLate: 'Recorded these days for earlier days (counted on their own day)',
  // Closing the day
  closeTitle: 'Close the day',
  closeDay: 'Close the day',
  closeConfirm: (day: string) =>
    `Close ${day}? The figures are kept as they are: a mistake is put right by a correction.`,
  closeCancel: 'Not yet',
  closeYes: 'Yes, close the day',
  closed: 'Day closed',
  closedBy: (name: string, at: string) => `Closed by ${name} at ${at}`,
  correctedBecause: (reason: string) => `Correction: ${reason}`,
  correct: 'Correct this close',
  correctionReasonLabel: 'Why it is corrected',
  saveCorrection: 'Save the correction',
  closeFixed: 'A close is never changed or removed. Correct it instead, with a reason.',
  closeFailed: 'Failed to close the day',
  closesFetchFailed: "Failed to load the day's close",
  countByNotes: 'Count by notes and coins',
  countTotal: 'Type the total',
  countedCash: 'Cash counted in the drawer (₵)',
  floatKept: 'Float kept in the drawer for tomorrow (₵)',
  openingFloat: 'Float from the last close',
  floatKeptShown: 'Float kept for tomorrow',
  cashToBank: 'Cash to bank',
  momoStatement: (network: string) => `${network} statement total (₵)`,
  expected: 'Expected',
  counted: 'Counted',
  overShort: 'Over / short',
  notCounted: 'Not counted',
  othersEntries: (count: number) =>
    `${count} entr${count === 1 ? 'y' : 'ies'} recorded by others (in the total, not listed)`,
  // Refusals of a close
  dayRequired: 'Choose the day to close',
  futureDay: 'A day that has not come yet cannot be closed',
  alreadyClosed: (name: string) =>
    `This day was already closed by ${name}: to change it, correct that close and say why`,
  correctsLatest: 'Only the latest close of this day can be corrected: reload the page',
  nothingToCorrect: 'This day has not been closed yet: close it first',
  correctionReason: 'Say why the close is corrected',
  reasonTooLong: 'Keep the reason under 200 characters',
  badAmount: (what: string) => `${what}: enter an amount in whole pesewas, 0 or more`,
  absurdAmount: (what: string) => `${what}: that is more than any day's takings`,
  badDenomination:
    'Count notes and coins in whole numbers, 0 or more, of the notes and coins of the cedi',
  denominationsDisagree: 'The counted total is not what the notes and coins add up to',
  floatOverCounted: 'The float kept cannot be more than the cash counted',
  busy: 'Others are recording money for this day right now. Try again in a moment.',
  // A closed day refuses entries dated in it
  dayClosedForEntries: (day: string) =>
    `${day} is closed: record it today, with a note saying which day it belongs to (a late entry goes to today with a note)`,
  todayClosedForEntries:
    "Today's takings are closed: record it tomorrow, with a note saying it belongs to today (a late entry goes to the next open day with a note)",
  // Today's reminder
  yesterdayOpen: (day: string) => `${day} was not closed: count the drawer and close it`,
  openCashUp: 'Open its cash-up',
} as const
