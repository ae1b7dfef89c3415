import type { PayloadRequest } from 'payload'

import { depositShare } from '@/lib/money/ledger'

/** The deposit the house asks of a new stay priced `price` pesewas: its settings' share. */
export async function houseDeposit(req: PayloadRequest, price: number | null | undefined) {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { depositPercent: true },
    overrideAccess: true,
    req,
  })
  return depositShare(price ?? 0, settings.depositPercent ?? 0)
}
