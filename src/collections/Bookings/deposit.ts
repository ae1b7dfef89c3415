import type { PayloadRequest } from 'payload'

import { depositShare } from '@/lib/bookings/ledger'
import { toPesewas } from '@/lib/money'

/** The deposit the house asks of a new stay priced `total` cedis: its settings' share, in pesewas. */
export async function houseDeposit(req: PayloadRequest, total: number | null | undefined) {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { depositPercent: true },
    overrideAccess: true,
    req,
  })
  return depositShare(toPesewas(total ?? 0), settings.depositPercent ?? 0)
}
