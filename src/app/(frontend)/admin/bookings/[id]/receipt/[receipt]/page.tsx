import { notFound } from 'next/navigation'

import { Receipt } from '@/components/site/StayDocuments'
import { DeskDocumentPage, documentMetadata } from '@/components/site/StayDocuments/DocumentPages'
import { readDeskDocuments } from '@/data/invoiceAndReceipts'
import { DOCUMENT_PATHS, paperOf, receiptLine } from '@/lib/money/documentLines'
import { MESSAGES } from '@/lib/messages'

export const metadata = documentMetadata('Receipt', 'desk')

export default async function DeskReceipt({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; receipt: string }>
  searchParams: Promise<{ paper?: string }>
}) {
  const [{ id, receipt }, { paper: asked }] = await Promise.all([params, searchParams])
  const found = await readDeskDocuments(id)
  const line = found && receiptLine(found.documents.lines, receipt)
  if (!found || !line) notFound()
  const { documents, stayUrl } = found
  const paper = paperOf(asked)
  const text = MESSAGES.stayDocuments.receiptShare(
    documents.house.name,
    line.receipt,
    `${stayUrl}/receipt/${line.receipt}`,
  )
  return (
    <DeskDocumentPage
      here={DOCUMENT_PATHS.deskReceipt(id, line.receipt)}
      paper={paper}
      phone={documents.guest.phone}
      shareText={text}
    >
      <Receipt documents={documents} line={line} paper={paper} />
    </DeskDocumentPage>
  )
}
