/** The day's takings (cash-up). */
export const cashUp = {
  fetchFailed: "Failed to load the day's takings",
  range: 'Choose a day, or a start and an end date at most a year apart',
  ownOnly: 'You can see the takings you recorded only',
  noTakings: 'No money recorded for these days',
  recordedLate: 'Recorded these days for earlier days (counted on their own day)',
} as const
