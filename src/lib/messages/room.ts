export const room = {
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
} as const
