/** The front desk's Today screen and the rooms' housekeeping. */
export const today = {
  fetchFailed: 'Failed to load today at the desk',
  badHousekeeping: 'Choose clean, dirty, inspected or out of order',
  roomNotFound: 'Room not found',
  housekeepingFailed: 'Failed to save the room’s housekeeping',
  housekeepingSet: (room: string, status: string) => `${room} is now ${status.toLowerCase()}`,
} as const
