/**
 * What the guest's booking form on /bookings says by itself, apart from the desk's booking texts
 * (./booking) so the form's script carries only these. The server answers a request with the same
 * words, from here.
 */
export const bookingRequest = {
  availabilityFailed: 'Could not check which rooms are free. Please try again or call us.',
  /** A request with several rooms. */
  groupTooLarge: (max: number) => `One request can hold at most ${max} rooms`,
  sameRoomTwice: 'Each room can be chosen once in a request',
  requestFailed: 'Your request could not be saved. Please send it on WhatsApp or call us.',
  /** The page opened WhatsApp without a reference because storing the request failed. */
  storedNot:
    'We could not save your request, so WhatsApp opened without a reference. Please send the message, or call us.',
} as const
