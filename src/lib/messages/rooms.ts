/** The prices a room's rates ask over the coming months, shown on its card before any dates. */
const priceRangeText = {
  /** Every night costs the same. */
  single: (price: string) => `${price} a night`,
  range: (lowest: string, highest: string) => `${lowest}–${highest} a night`,
  /** A run of nights a season prices, e.g. "24 Dec–1 Jan ₵500". */
  season: (nights: string, price: string) => `${nights} ${price}`,
  weekends: (price: string) => `weekends ${price}`,
  /** When the house adds taxes to its published prices, the figures shown hold them. */
  withTaxes: 'taxes included',
  separator: '; ',
} as const

export const rooms = {
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
  priceRange: priceRangeText,
} as const
