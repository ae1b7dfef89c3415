import { notFound } from 'next/navigation'

import { Invoice } from '@/components/site/StayDocuments'
import { DeskDocumentPage, documentMetadata } from '@/components/site/StayDocuments/DocumentPages'
import { readDeskDocuments } from '@/data/invoiceAndReceipts'
import { DOCUMENT_PATHS, paperOf } from '@/lib/money/documentLines'
import { MESSAGES } from '@/lib/messages'

export const metadata = documentMetadata('Invoice', 'desk')

export default async function DeskInvoice({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ paper?: string }>
}) {
  const [{ id }, { paper: asked }] = await Promise.all([params, searchParams])
  const found = await readDeskDocuments(id)
  if (!found) notFound()
  const { documents, stayUrl } = found
  const paper = paperOf(asked)
  const text = MESSAGES.stayDocuments.invoiceShare(
    documents.house.name,
    documents.reference,
    `${stayUrl}/invoice`,
  )
  return (
    <DeskDocumentPage
      here={DOCUMENT_PATHS.deskInvoice(id)}
      paper={paper}
      phone={documents.guest.phone}
      shareText={text}
    >
      <Invoice documents={documents} paper={paper} />
    </DeskDocumentPage>
  )
}
