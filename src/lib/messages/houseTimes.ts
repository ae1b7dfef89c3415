/** The house's check-in and check-out times, as guests read them everywhere. */
export const houseTimes = {
  /** One sentence for the terms, the stay page and the day-before message. */
  sentence: (checkIn: string, checkOut: string) =>
    `Check-in from ${checkIn}, check-out by ${checkOut}.`,
  checkInLabel: 'Check-in from',
  checkInHelp:
    'The one place this time is typed: the terms page, the guest’s stay page, the day-before message and what search engines read all show it. E.g. "2:00 pm".',
  checkOutLabel: 'Check-out by',
  checkOutHelp:
    'The one place this time is typed: shown with the check-in time on the terms page, the stay page, the day-before message and to search engines. E.g. "11:00 am".',
  notATime: 'Write a time of day, e.g. "2:00 pm" or "14:00".',
  /** Logged when an upgrade takes the former default times out of the terms' text. */
  termsTimesMoved:
    'Terms of service: the former default sentence naming the check-in and check-out times now comes from the house times setting',
} as const
