import { notFound } from 'next/navigation'

import { StayLinkNotice } from '@/components/site/Stay'
import { Receipt } from '@/components/site/StayDocuments'
import { documentMetadata, GuestDocumentPage } from '@/components/site/StayDocuments/DocumentPages'
import { readGuestDocuments } from '@/data/invoiceAndReceipts'
import { DOCUMENT_PATHS, paperOf, receiptLine } from '@/lib/money/documentLines'

/** Read at each visit, as the stay's page is: a reversal shows at once. */
export const dynamic = 'force-dynamic'

export const metadata = documentMetadata('Receipt', 'guest')

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
  if (found.state !== 'open') return <StayLinkNotice closed={found} />
  // Only this stay's own receipts: another stay's number under this token is no page at all.
  const line = receiptLine(found.documents.lines, receipt)
  if (!line) notFound()
  const paper = paperOf(asked)
  const here = DOCUMENT_PATHS.guestReceipt(token, line.receipt)
  return (
    <GuestDocumentPage token={token} here={here} paper={paper}>
      <Receipt documents={found.documents} line={line} paper={paper} />
    </GuestDocumentPage>
  )
}
