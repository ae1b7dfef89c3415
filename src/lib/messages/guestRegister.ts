/**
 * The guest register: registering a stay's guests (the desk's form and the guest's own on their
 * stay page, so the field messages are shared), the register book, the Friday return of foreign
 * guests, and what the house keeps and for how long.
 */
export const guestRegister = {
  // Field by field, as both forms show them under the field.
  fullNameRequired: 'Enter the guest’s full name',
  fullNameTooLong: 'The full name can be at most 100 characters',
  nationalityRequired: 'Enter the guest’s nationality',
  nationalityTooLong: 'The nationality can be at most 60 characters',
  documentTypeRequired: 'Choose the identity document',
  documentNumberRequired: 'Enter the document’s number',
  documentNumberShape: 'Use letters, digits, spaces or dashes, 4 to 30 characters',
  ghanaCardShape: 'A Ghana Card number looks like GHA-123456789-0',
  dateOfBirthRequired: 'Enter the date of birth',
  dateOfBirthShape: 'Enter a date of birth in the past, as a real day',
  notAdult: 'The register is for adult guests (18 or older)',
  addressRequired: 'Enter the home address',
  addressTooLong: 'The address can be at most 200 characters',
  phoneShape: 'Enter a phone number of 7 to 20 digits, e.g. 024 123 4567 or +44 7700 900123',
  placeTooLong: 'At most 100 characters',
  placeRequired: 'Foreign guests: the Immigration Service asks for this',
  purposeRequired: 'Choose the purpose of the visit',
  checkFields: 'Check the fields marked in red',
  // The stay and the register as a whole.
  alreadyRegistered: 'This guest is already registered for this stay',
  stayClosed: 'Guests can be registered for a confirmed or checked-in stay only',
  stayFull: (guests: number) =>
    `This stay is for ${guests} ${guests === 1 ? 'guest' : 'guests'}, and all are registered`,
  notFound: 'Registration not found',
  registered: (name: string) => `${name} is registered`,
  registeredOnline: 'Thank you: you are registered. Show your document at check-in.',
  registerFailed: 'Failed to save the registration',
  readFailed: 'Failed to load the register',
  badDay: 'Choose a day as YYYY-MM-DD',
  searchTooLong: 'Search with at most 60 characters',
  revealFailed: 'Failed to show the number',
  erased: 'The registration is erased',
  alreadyErased: 'This registration was already erased',
  eraseFailed: 'Failed to erase the registration',
  erasedName: 'Erased on request',
  // Check-in, by the owner's setting.
  /** A group's page: each guest registers against the room they stay in. */
  chooseRoom: 'Choose the room this guest stays in',
  roomLegend: 'The room this guest stays in',
  roomCount: (room: string, registered: number, guests: number) =>
    `${room}: ${registered} of ${guests} registered`,
  registerBeforeCheckIn: 'Register the stay’s guests before checking it in',
  notRegisteredYet: 'Not registered yet',
  // The Friday return.
  returnSent: (from: string, to: string) => `The return for ${from} – ${to} is marked as sent`,
  returnAlreadySent: 'This week’s return was already marked as sent',
  returnDue: (from: string, to: string) =>
    `Friday: send the Immigration Service the return of foreign guests who arrived ${from} – ${to}.`,
  // The retention job.
  erasedAfterRetention: (count: number) =>
    `Guest register: erased the document numbers, dates of birth and addresses of ${count} ${count === 1 ? 'registration' : 'registrations'} past the retention period`,
  // The guest's stay page.
  guestIntro:
    'The law asks us to register every adult guest. Save time at the desk: register before you arrive.',
  /** The button that opens the form on the guest's stay page, and its wait while it loads. */
  guestOpenForm: 'Register a guest',
  guestOpening: 'Opening the form…',
  guestKept: (months: number) =>
    `What we keep: your name, nationality, identity document and its number, date of birth, home address, phone, where you come from and go to, and why you visit. Only our manager and reception see your document number and date of birth. Foreign guests’ details go to the Ghana Immigration Service each week, as the law requires. We erase document numbers, dates of birth and addresses ${months} months after your stay.`,
  guestRegisteredCount: (registered: number, guests: number) =>
    `${registered} of ${guests} ${guests === 1 ? 'guest' : 'guests'} registered`,
} as const
