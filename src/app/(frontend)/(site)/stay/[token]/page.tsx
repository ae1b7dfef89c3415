import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StayLinkNotice, StayPage } from '@/components/site/Stay'
import { readExpiredStay, readStay, stayPageLimited } from '@/data/stay'
import { payLinkPurpose } from '@/lib/payments/payOffer'

/** Each guest's page is read at each visit, never kept in a cache. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your stay',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function Stay({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ payment?: string | string[]; pay?: string | string[] }>
}) {
  const { token } = await params
  // Back from the gateway (`?payment=REF`), or opened from a payment link (`?pay=deposit`).
  const { payment, pay } = await searchParams
  // Counted before any lookup: a client trying tokens learns nothing once over its limit.
  if (await stayPageLimited()) {
    return <StayLinkNotice closed={{ state: 'limited' }} />
  }
  const stay = await readStay(token)
  if (stay) {
    const returned = typeof payment === 'string' ? payment : undefined
    return (
      <StayPage
        stay={stay}
        token={token}
        payment={returned}
        payLink={payLinkPurpose(pay) !== null}
      />
    )
  }
  // A link the guest really had says it has run out; any other token is a bare 404.
  const expired = await readExpiredStay(token)
  if (!expired) notFound()
  return <StayLinkNotice closed={{ state: 'expired', ...expired }} />
}
