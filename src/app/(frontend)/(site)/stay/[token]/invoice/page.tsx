import { notFound } from 'next/navigation'

import { StayLinkNotice } from '@/components/site/Stay'
import { Invoice } from '@/components/site/StayDocuments'
import { documentMetadata, GuestDocumentPage } from '@/components/site/StayDocuments/DocumentPages'
import { readGuestDocuments } from '@/data/invoiceAndReceipts'
import { DOCUMENT_PATHS, paperOf } from '@/lib/money/documentLines'

/** Read at each visit, as the stay's page is: the money shown is the ledger's now. */
export const dynamic = 'force-dynamic'

export const metadata = documentMetadata('Invoice', 'guest')

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
  if (found.state !== 'open') return <StayLinkNotice closed={found} />
  const paper = paperOf(asked)
  return (
    <GuestDocumentPage token={token} here={DOCUMENT_PATHS.guestInvoice(token)} paper={paper}>
      <Invoice documents={found.documents} paper={paper} />
    </GuestDocumentPage>
  )
}
