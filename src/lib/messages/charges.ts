/** Extras on the bill: the price list and the charges reception posts to a stay. */
export const charges = {
  // The price list.
  name: 'Give the item a name',
  nameTooLong: 'Keep the name under 60 characters',
  category: 'Choose a category: bar, restaurant, laundry, transport or other',
  price: 'A price is whole pesewas, from 1 to 1,000,000 (₵10,000)',
  keepCharged: 'Stays were charged for this item, so it stays on the list: untick Active instead',
  // A charge.
  unknownItem: 'Choose an item from the price list',
  inactiveItem: 'That item is no longer on the price list',
  quantity: 'A quantity is a whole number from 1 to 99',
  unitPrice: 'A price is whole pesewas, from 0 to 1,000,000 (₵10,000)',
  priceReason: 'Say why the price differs from the list’s',
  reasonTooLong: 'Keep the reason under 200 characters',
  noteTooLong: 'Keep the note under 200 characters',
  notInHouse: 'Extras are charged only to a stay that is confirmed or checked in',
  added: 'Charge added',
  failed: 'Failed to add the charge',
  // The desk's form.
  addCharge: 'Add charge',
  formTitle: 'Add a charge',
  item: 'Item',
  chooseItem: 'Choose an item',
  quantityLabel: 'Quantity',
  fewer: 'One fewer',
  more: 'One more',
  priceLabel: 'Price each (₵)',
  priceText: 'Type a price in cedis, such as 25 or 25.50',
  reasonLabel: 'Why a different price',
  noteLabel: 'Note (optional)',
  total: (amount: string) => `Total ${amount}`,
  submit: (amount: string) => `Charge ${amount}`,
  cancel: 'Cancel',
  emptyList: 'The price list is empty: an admin adds items in the content editor.',
  loadFailed: 'Could not load the price list',
  // The history and documents.
  historyAction: 'Charge',
  historyDetail: (description: string, quantity: number, amount: string) =>
    `${quantity} × ${description}, ${amount}`,
  line: (description: string, quantity: number) => `${description} × ${quantity}`,
} as const
