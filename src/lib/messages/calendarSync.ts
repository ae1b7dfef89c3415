/** Booking sites' calendars imported into blocks, and what staff see of each. */
export const calendarSync = {
  title: 'Booking sites’ calendars',
  none: 'No booking site’s calendar is imported. Admins add its iCal link on the room in /cms.',
  noneForRoom: 'This room reads no booking site’s calendar. Add its iCal link on the room in /cms.',
  lastRead: (when: string) => `Last read ${when}`,
  neverRead: 'Not read yet',
  failing: (count: number) =>
    `${count === 1 ? 'A booking site’s calendar' : `${count} booking sites’ calendars`} could not be read: stays made there since its last reading may be missing here.`,
  doubleBooked: (count: number) =>
    `${count === 1 ? 'A booking site’s calendar has' : `${count} booking sites’ calendars have`} stays on nights already taken here: check for a double booking.`,
  show: 'See the calendars',
  readFailed: (reason: string) => `Could not read this calendar: ${reason}`,
  answered: (status: number) => `the calendar answered ${status}`,
  notCalendar: 'Not an iCalendar file',
  eventIncomplete: 'An event has no start date',
  /** Why the server will not fetch a calendar link; never text from the other server's answer. */
  address: {
    notLink: 'This is not a web address. Paste the iCal link the booking site gives.',
    notHttps:
      'Only https:// (or webcal://) calendar links can be read. Paste the iCal link the booking site gives.',
    credentials: 'A calendar link cannot carry a user name or password.',
    private:
      'This address is inside a private network, not a booking site’s calendar. Paste the iCal link the booking site gives.',
  },
  onlyHttps: 'only https:// links can be read',
  privateAddress: 'the link leads inside a private network, not to a booking site',
  unreachable: 'the booking site could not be reached',
  importFailed: 'the import failed here; it is tried again at the next reading',
  timedOut: (seconds: number) => `the calendar did not answer within ${seconds} seconds`,
  tooManyRedirects: 'the link sent us on too many times',
  tooLarge: (megabytes: number) => `the calendar is larger than ${megabytes} MB`,
  notCalendarType: 'the link does not lead to a calendar file',
  /** A feed read well, with events it cannot take: they are left out and staff told why. */
  leftOut: (count: number, maxNights: number) =>
    `${count === 1 ? 'An event was' : `${count} events were`} left out: longer than ${maxNights} nights`,
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy: select the link and copy it by hand',
  renewed: 'New calendar link made: the old one no longer works',
  renewFailed: 'Failed to make a new calendar link',
  nightsTaken: (count: number) =>
    `${count} stay(s) in it fall on nights already taken here: check for a double booking`,
  conflictsTitle: 'Double bookings with booking sites',
  conflictIntro:
    'A booking site sold nights already taken here. Its other nights are closed; move or cancel one of the two stays. This notice goes once the next reading finds no overlap.',
  conflictImported: (site: string, from: string, until: string) =>
    `Booked on ${site}: ${from} → ${until}`,
  conflictNights: (nights: string) => `Nights taken twice: ${nights}`,
  conflictBooking: (reference: string, guest: string, from: string, until: string) =>
    `Here: ${reference}, ${guest}, ${from} → ${until}`,
  conflictBlock: (what: string, from: string, until: string) => `Here: ${what}, ${from} → ${until}`,
  conflictMaintenance: 'maintenance block',
  conflictOtherSite: (site: string) => `booked on ${site}`,
} as const
