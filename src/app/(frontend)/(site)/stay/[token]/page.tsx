import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StayPage } from '@/components/site/Stay'
import { readStay } from '@/data/stay'

/** Each guest's page is read at each visit, never kept in a cache. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your stay',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function Stay({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const stay = await readStay(token)
  // A wrong token, an expired one and a deleted stay answer alike.
  if (!stay) notFound()
  return <StayPage stay={stay} token={token} />
}
