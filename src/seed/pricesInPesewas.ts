import type { Payload } from 'payload'

import { toPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

/** A stay as an older version stored it: its price in cedis (`total`), its nights' prices too. */
type CedisStay = Booking & { total?: number | null }

/**
 * Brings stays priced in cedis up to prices in whole pesewas, through Payload, so SQLite and
 * MongoDB sites end the same. A stay still holding a cedis `total` gets it as its `price` in
 * pesewas (₵139.92 is 13992, whatever floating point made of it: 139.92999999999998 too) and each
 * night's price the same way; `total` is then emptied. Runs once, as a data conversion, and changes
 * nothing when run again: a stay without a `total` is never read again. Answers how many stays it brought up.
 */
export async function priceStaysInPesewas(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'bookings',
    where: { total: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let count = 0
  for (const { id, ...doc } of found.docs as CedisStay[]) {
    if (typeof doc.total !== 'number') continue
    const nightPrices = Array.isArray(doc.nightPrices)
      ? doc.nightPrices.map(({ night, price }) => ({ night, price: toPesewas(price) }))
      : doc.nightPrices
    // Written below the hooks (the price is the one it was, in another unit: no history line, no
    // re-pricing), and whole: the SQLite adapter writes a row as given.
    await payload.db.updateOne({
      collection: 'bookings',
      id,
      data: { ...doc, price: toPesewas(doc.total), nightPrices, total: null },
    })
    count += 1
  }
  if (count) payload.logger.info(MESSAGES.booking.pricedInPesewas(count))
  return count
}
