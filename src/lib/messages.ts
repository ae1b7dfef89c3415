/**
 * Every user-facing message, written once: the forms' validation texts, the toasts, and what the
 * API answers. Client forms and server endpoints import these so the wording can never drift apart.
 */
export const MESSAGES = {
  room: {
    nameRequired: 'Room name is required',
    descriptionRequired: 'Room description is required',
    descriptionTooShort: 'Description must be at least 20 characters',
    regularPriceRequired: 'Regular price is required',
    priceMustBePositive: 'Price must be greater than 0',
    discountedPriceRequired: 'Discounted price is required when offer is enabled',
    discountedPriceMustBePositive: 'Discounted price must be greater than 0',
    discountedPriceNotLess: 'Discounted price must be less than regular price',
    bedTypeRequired: 'Bed type is required',
    imageRequired: 'At least one image is required',
    priceTooHigh: 'Price must be at most ₵100,000 per night',
    priceDecimals: 'Enter the price in cedis with at most two decimals (₵46.64)',
  },
  image: {
    wrongType: 'Only JPEG, PNG, and WebP images are allowed',
    tooLarge: 'Each image must be less than 5MB',
    /** Why a picture cannot be deleted, by what still uses it. */
    inUse: {
      room: 'This picture is shown by a room. Remove it from the room first.',
      banner:
        'A banner image uses this picture (published, in a draft or in a version that can be restored), so it is kept. Choose another picture for the banner first.',
      testimonial:
        'A testimonial uses this picture (published, in a draft or in a version that can be restored), so it is kept. Choose another photo for the testimonial first.',
      explore:
        'The Explore page uses this picture (published, in a draft or in a version that can be restored), so it is kept. Take it out of the Explore page first.',
      staffAvatar:
        'A staff account uses this picture as its avatar. Choose another avatar for that account first.',
      sharePicture:
        'A page shows this picture when its link is shared (published, in a draft or in a version that can be restored), so it is kept. Choose another share picture in Site settings, Search & sharing first.',
    },
    tooMany: (canAdd: number) => `Maximum 6 images allowed. You can add ${canAdd} more.`,
    /** What screen readers say for a room's photo that has no description of its own. */
    roomPhotoAlt: (room: string, position: number) => `${room}, photo ${position}`,
    /** The alt text of an uploaded photo whose file name says nothing either. */
    placeholderAlt: 'Room photo',
    uploadFailed: (filename: string, reason?: string) =>
      `Failed to upload ${filename}: ${reason || 'Upload failed'}`,
  },
  contact: {
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid phone number',
    checkInPast: 'Check-in date cannot be in the past',
    checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
    network: 'Network error. Please check your connection and try again.',
    server: 'Server error. Please try again later or contact us directly.',
    invalidData: 'Invalid form data. Please check your information and try again.',
    failed: 'Failed to send message. Please try again.',
    success: 'Your message has been sent successfully. You will receive an email.',
    /** Without a mail server nothing is emailed: staff read the message in /cms and reply. */
    successNoEmail:
      'Your message has been sent successfully. We will get back to you by phone, WhatsApp or email.',
  },
  signIn: {
    emailRequired: 'Email is required',
    invalidEmail: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
    failed: 'Sign in failed',
    locked: 'Too many failed sign-in attempts. Please wait 10 minutes and try again.',
    /** Past the account's ceiling across all clients. */
    lockedEverywhere:
      'Too many failed sign-in attempts on this account. Please wait an hour, or reset your password by email.',
    /** Shown in the portal to admins when someone keeps guessing an account's password. */
    failuresAlert: (email: string, failures: number) =>
      `${failures} failed sign-in attempts on ${email} in the last 24 hours. If that was not you, choose a stronger password.`,
    wrongCredentials: 'The email or password is incorrect.',
  },
  password: {
    tooShort: 'Passwords must be at least 10 characters',
    tooCommon: 'This password is too common. Choose one that is harder to guess.',
    currentRequired: 'Enter your current password to choose a new one',
    currentRequiredForEmail: 'Enter your current password to change your email address',
    currentWrong: 'The current password is incorrect',
  },
  account: {
    /** Names sign the booking history: staff cannot rename themselves. */
    nameAdminOnly: 'Only an admin can change a staff member’s name',
  },
  cms: {
    /** Where the house's name shows (the /cms title and logo, the home-screen name) before it is set. */
    houseNameFallback: 'Guest House',
  },
  preview: {
    notice: 'Preview with unpublished changes: guests do not see this until you publish.',
    previewOf: (page: string) => `Preview ${page}`,
  },
  rooms: {
    fetchFailed: 'Failed to fetch rooms',
    /** A room with stays on record is hidden, never deleted: the stays would lose their room. */
    hasBookings: (count: number) =>
      `This room has ${count} booking(s) on record, so it cannot be deleted. Hide it instead: untick “Room is Available for Booking” and guests no longer see it.`,
    refreshFailed: 'We could not check for changes just now, so these rooms may be out of date.',
    loaded: 'Rooms loaded successfully',
    deleteFailed: 'Failed to delete room',
    deleted: 'Room deleted successfully',
    toggleFailed: 'Failed to change room availability',
    nowVisible: (name: string) => `Room "${name}" is now visible to customers`,
    nowHidden: (name: string) => `Room "${name}" is now hidden from customers`,
    fetchOneFailed: 'Failed to fetch room data',
    createFailed: 'Failed to create room',
    createFailedRetry: 'Failed to create room. Please try again.',
    created: 'Room created and posted successfully!',
    updateFailed: 'Failed to update room',
    updateFailedRetry: 'Failed to update room. Please try again.',
    updated: 'Room updated successfully!',
    imageMarked: 'Image marked for deletion',
    imageRemoved: 'Image removed',
    copyLink: 'Copy this link to share the room:',
    linkCopied: 'Room link copied to clipboard!',
    seeAllRooms: 'See all our rooms',
    notFound: 'Room not found',
  },
  upload: {
    notMultipart: 'Send the image as multipart/form-data with a "file" field',
    noFile: 'No file was uploaded',
    failed: 'Upload failed',
    sameImageTwice: 'The same image is listed twice',
  },
  /** What any endpoint answers to a request it cannot read. */
  request: {
    notJson: 'Send the data as JSON (Content-Type: application/json)',
    tooLarge: 'The request is too large',
    invalidJson: 'The request body is not valid JSON',
    notObject: 'The request body must be a JSON object',
    mustBeText: (field: string) => `${field} must be text`,
    tooLong: (field: string) => `${field} is too long`,
    rateLimited: 'Too many requests. Please wait a few minutes and try again.',
    methodNotAllowed: 'Method not allowed',
    badQuery: 'The query is not valid',
    badForm: 'The form data could not be read',
    notFound: 'Not found',
  },
  booking: {
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
    /** A request with several rooms. */
    groupTooLarge: (max: number) => `One request can hold at most ${max} rooms`,
    sameRoomTwice: 'Each room can be chosen once in a request',
    nightPricesShape:
      'The nights’ prices must be a list of { night: YYYY-MM-DD, price: whole pesewas }',
    priceTyped: 'Enter the price of the stay in cedis, with at most two decimals (139.92)',
    priceInPesewas: 'Enter the price of the stay in whole pesewas (₵139.92 is 13992), 0 or more',
    notFreeInGroup: (room: string) =>
      `The ${room} is already booked for some of those nights. Please choose other dates or another room.`,
    requestFailed: 'Your request could not be saved. Please send it on WhatsApp or call us.',
    availabilityFailed: 'Could not check which rooms are free. Please try again or call us.',
    /** The page opened WhatsApp without a reference because storing the request failed. */
    storedNot:
      'We could not save your request, so WhatsApp opened without a reference. Please send the message, or call us.',
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
  },
  /** A room's capacity and its prices by date, as admins enter them. */
  rates: {
    endsBeforeStart: 'The last night cannot be before the first night',
    includedAboveMax: 'The price cannot include more guests than the room takes',
    wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
    priceRequired: 'Enter a price above 0 in cedis',
    priceNotNegative: 'Enter a price of 0 or more in cedis',
    priceDecimals: 'Enter the price in cedis with at most two decimals (₵46.64)',
    nameRequired: 'Name the season or event, e.g. December',
    dateRequired: 'Choose a date',
    saved: 'Guests and prices saved',
    saveFailed: 'Failed to save the guests and prices',
  },
  /** Money received against a stay, as staff record it. */
  payment: {
    amount: 'Enter an amount above ₵0, in cedis and pesewas',
    amountTooHigh: (max: string) => `One payment cannot be more than ${max}`,
    method: 'Choose how the guest paid',
    date: 'Choose the day the money was received',
    dateFuture: 'The payment date cannot be in the future',
    failed: 'Failed to record the payment',
  },
  /** The ledger: each stay's money, only ever added to. */
  ledger: {
    amount: 'An amount is whole pesewas, 0 or more',
    fixed: 'A ledger entry is never changed or removed. Reverse it instead, with a reason.',
    kind: 'Choose a payment or a refund',
    refundReason: 'Say why the money is given back',
    refundTooHigh: (held: string) =>
      `A refund cannot be more than the house holds for this stay (${held})`,
    refunded: 'Refund recorded',
    refundFailed: 'Failed to record the refund',
    reverseReason: 'Say why the entry is reversed',
    reverseNotFound: 'That payment or refund is not on this booking',
    reverseNotMoney: 'Only a payment or a refund can be reversed',
    alreadyReversed: 'That entry is already reversed',
    reversed: 'Entry reversed',
    reverseFailed: 'Failed to reverse the entry',
    movedBy: 'Moved from the booking',
    moved: (count: number) =>
      `Moved ${count} payment${count === 1 ? '' : 's'} kept on stays into the ledger`,
    reasonTooLong: 'Keep the reason under 200 characters',
  },
  /** Booking sites' calendars imported into blocks, and what staff see of each. */
  calendarSync: {
    title: 'Booking sites’ calendars',
    none: 'No booking site’s calendar is imported. Admins add its iCal link on the room in /cms.',
    noneForRoom:
      'This room reads no booking site’s calendar. Add its iCal link on the room in /cms.',
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
    conflictBlock: (what: string, from: string, until: string) =>
      `Here: ${what}, ${from} → ${until}`,
    conflictMaintenance: 'maintenance block',
    conflictOtherSite: (site: string) => `booked on ${site}`,
  },
  dashboard: {
    fetchFailed: 'Failed to fetch dashboard data',
    range: 'Choose a start and an end date, at most a year apart',
  },
  /** The day's takings (cash-up). */
  cashUp: {
    fetchFailed: "Failed to load the day's takings",
    range: 'Choose a day, or a start and an end date at most a year apart',
    ownOnly: 'You can see the takings you recorded only',
    noTakings: 'No money recorded for these days',
  },
  /** What the booking desk asks and says while staff work a stay. */
  desk: {
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
    changed: (reference: string) => `Booking ${reference} changed`,
    changeFailed: 'Failed to change the stay',
  },
  /** The front desk's Today screen and the rooms' housekeeping. */
  today: {
    fetchFailed: 'Failed to load today at the desk',
    badHousekeeping: 'Choose clean, dirty, inspected or out of order',
    roomNotFound: 'Room not found',
    housekeepingFailed: 'Failed to save the room’s housekeeping',
    housekeepingSet: (room: string, status: string) => `${room} is now ${status.toLowerCase()}`,
  },
  /** The guests' messages at each moment of a stay, its private page and its review. */
  stayMessages: {
    /** The history entry when the scheduled job made a stay's day-before or after-stay message. */
    produced: 'Message made',
    /** The history entry when staff opened a stay's WhatsApp message to send. */
    whatsappOpened: 'WhatsApp message opened',
    unknownMoment: 'Choose one of the stay’s messages',
    noPhone: 'The guest gave no phone number',
    fetchFailed: 'Could not load the guest’s messages',
    cancelAsked: 'Guest asked to cancel',
    cancelAskedDetail: 'From the stay’s page: confirm or call the guest',
    cancelNotOpen: 'This stay can no longer be cancelled here. Please call us.',
    cancelSent: 'We have your request to cancel. We will confirm it by phone or WhatsApp.',
    cancelAlready: 'You have already asked to cancel. We will confirm it by phone or WhatsApp.',
    reviewNotOpen: 'Reviews open after check-out. Thank you!',
    reviewAlready: 'This stay’s review has already been sent. Thank you!',
    reviewSent: 'Thank you! Your review will appear once we have read it.',
    reviewRating: 'Choose a rating from 1 to 5',
    reviewText: (max: number) => `Write a few lines, at most ${max} characters`,
    reviewFrom: 'Guest',
    /** The testimonial's place line for a review from a stay's page; editors may change it. */
    reviewLocation: 'Stayed with us',
    sendFailed: 'Could not send. Please try again or call us.',
    /** A stay's page once its link has run out: nothing of the stay, only whom to call. */
    linkExpired: (phone: string) =>
      `This link has expired. For anything about your stay, please call us${phone ? ` on ${phone}` : ''}.`,
    /** The stay's page when one client has opened it too often. */
    pageLimited: 'Too many requests. Please wait a few minutes and open the link again.',
  },
  /** What the server writes to its log for whoever runs it. */
  operations: {
    nightsCleared: (count: number) =>
      `Removed ${count} taken night(s) that no stay or block held any longer`,
    requestsExpired: (count: number) => `Declined ${count} booking request(s) left unanswered`,
    redisDown: (reason: string) =>
      `Warning: Redis cannot be reached (${reason}); rate limits count in the database until it is back`,
    redisBack: 'Redis is reachable again: rate limits count there',
    limiterFailed: (name: string) => `Rate limiter "${name}" failed`,
    jobTakenBack: (id: string) =>
      `Job ${id} was left running by an instance that stopped; this instance runs it again`,
  },
  auth: {
    notSignedIn: 'You must be signed in to do this',
    forbidden: 'You are not allowed to do this',
    signedOut: 'Signed out successfully',
    signOutFailed: 'Sign out failed',
    /** Signing in or out is only done from the site's own pages, never from another site. */
    crossOrigin: 'This request must come from the site itself',
    /** The staff portal is for admins and reception; editors work in the content editor. */
    adminOnly:
      'The staff portal is for admin and reception accounts. Editors can use the content editor at /cms.',
  },
} as const
