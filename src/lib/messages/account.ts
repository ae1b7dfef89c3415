export const account = {
  /** Names sign the booking history: staff cannot rename themselves. */
  nameAdminOnly: 'Only an admin can change a staff member’s name',
} as const
