/** A room's capacity and its prices by date, as admins enter them. */
export const rates = {
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
  /** Seasons set once for the house, priced per room category (bed) or per room. */
  seasonOverlaps: (other: string) =>
    `These dates overlap the season “${other}”: change the dates, or change that season instead`,
  minNightsRange: (max: number) => `Enter a minimum stay from 1 to ${max} nights`,
  seasonPriceTarget: 'Choose a room category or a room for each price',
  seasonPriceTwice: 'Each room category and each room can have one price in a season',
  seasonNoPrices: 'Give at least one room category or room a price',
  seasonSaved: 'Season saved',
  seasonSaveFailed: 'Failed to save the season',
  seasonsFetchFailed: 'Failed to load the seasons',
} as const
