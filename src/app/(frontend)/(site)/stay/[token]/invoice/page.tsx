import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StayNotice } from '@/components/site/Stay'
import { DocumentTools, Invoice } from '@/components/site/StayDocuments'
import { readGuestDocuments } from '@/data/stayDocuments'
import { DOCUMENT_PATHS, paperOf } from '@/lib/bookings/stayDocuments'
import { MESSAGES } from '@/lib/messages'

/** Read at each visit, as the stay's page is: the money shown is the ledger's now. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Invoice',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function StayInvoice({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ paper?: string }>
}) {
  const [{ token }, { paper: asked }] = await Promise.all([params, searchParams])
  const found = await readGuestDocuments(token)
  if (!found) notFound()
  if (found.state === 'limited') {
    return <StayNotice title="Please wait">{MESSAGES.stayMessages.pageLimited}</StayNotice>
  }
  if (found.state === 'expired') {
    return (
      <StayNotice title="Link expired" house={found.houseName}>
        {MESSAGES.stayMessages.linkExpired(found.phone)}
      </StayNotice>
    )
  }
  const paper = paperOf(asked)
  const here = DOCUMENT_PATHS.guestInvoice(token)
  return (
    // Clear of the site's fixed header on screen; on paper the page's own margins.
    <div className="px-4 pt-24 pb-8 print:p-0">
      <DocumentTools
        paper={paper}
        paperHref={(choice) => `${here}?paper=${choice}`}
        back={{ href: `/stay/${token}`, label: 'Your stay' }}
      />
      <Invoice documents={found.documents} paper={paper} />
    </div>
  )
}
