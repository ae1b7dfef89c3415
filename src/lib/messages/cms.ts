export const cms = {
  /** Where the house's name shows (the /cms title and logo, the home-screen name) before it is set. */
  houseNameFallback: 'Guest House',
} as const
