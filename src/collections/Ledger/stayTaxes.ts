import type { PayloadRequest } from 'payload'

import { invoiceTaxes, type DocumentEntry, type InvoiceTaxes } from '@/lib/money/documentLines'
import type { Booking } from '@/payload-types'

import { readHouseTaxes } from '@/collections/Taxes/taxRules'

/**
 * A stay's taxes, the one breakdown the invoice, the receipts and the month's tax report read:
 * from what the ledger holds (the stay's price and night prices, its charges still standing) and
 * the house's list of taxes and settings as they are now. Nothing here changes what is owed.
 */
export async function stayTaxes(
  req: PayloadRequest,
  stay: Pick<Booking, 'price' | 'nightPrices' | 'checkIn' | 'checkOut'>,
  entries: readonly DocumentEntry[],
): Promise<InvoiceTaxes> {
  const { rules, settings } = await readHouseTaxes(req)
  return invoiceTaxes(
    {
      price: stay.price ?? 0,
      nightPrices: stay.nightPrices ?? [],
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    },
    entries,
    rules,
    settings,
  )
}
