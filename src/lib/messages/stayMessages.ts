/** The guests' messages at each moment of a stay, its private page and its review. */
export const stayMessages = {
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
  /** Staff dismissed a guest's request to cancel: the stay goes ahead, the guest may ask again. */
  cancelDismissed: 'Cancel request dismissed',
  cancelDismissedDetail: 'The guest keeps the stay; they may ask again from their page',
  noCancelRequest: 'The guest has no request to cancel open',
  dismissCancel: 'Dismiss the request',
  /** The heading over a group's rooms on its stay page, and each room's line. */
  groupRooms: (count: number) => `Your ${count} rooms`,
  groupRoom: (guests: number, status: string) =>
    `${guests} ${guests === 1 ? 'guest' : 'guests'} · ${status}`,
  cancelAskedOn: (when: string) => `The guest asked to cancel on ${when}, from their page.`,
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
} as const
