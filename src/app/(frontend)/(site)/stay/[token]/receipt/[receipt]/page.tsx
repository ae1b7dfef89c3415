import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StayNotice } from '@/components/site/Stay'
import { DocumentTools, Receipt } from '@/components/site/StayDocuments'
import { readGuestDocuments } from '@/data/stayDocuments'
import { DOCUMENT_PATHS, paperOf, receiptLine } from '@/lib/bookings/stayDocuments'
import { MESSAGES } from '@/lib/messages'

/** Read at each visit, as the stay's page is: a reversal shows at once. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Receipt',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function StayReceipt({
  params,
  searchParams,
}: {
  params: Promise<{ token: string; receipt: string }>
  searchParams: Promise<{ paper?: string }>
}) {
  const [{ token, receipt }, { paper: asked }] = await Promise.all([params, searchParams])
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
  // Only this stay's own receipts: another stay's number under this token is no page at all.
  const line = receiptLine(found.documents.lines, receipt)
  if (!line) notFound()
  const paper = paperOf(asked)
  const here = DOCUMENT_PATHS.guestReceipt(token, line.receipt)
  return (
    // Clear of the site's fixed header on screen; on paper the page's own margins.
    <div className="px-4 pt-24 pb-8 print:p-0">
      <DocumentTools
        paper={paper}
        paperHref={(choice) => `${here}?paper=${choice}`}
        back={{ href: `/stay/${token}`, label: 'Your stay' }}
      />
      <Receipt documents={found.documents} line={line} paper={paper} />
    </div>
  )
}
