import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DocumentTools, Receipt } from '@/components/site/StayDocuments'
import { readDeskDocuments } from '@/data/stayDocuments'
import { DOCUMENT_PATHS, paperOf, receiptLine } from '@/lib/bookings/stayDocuments'
import { MESSAGES } from '@/lib/messages'
import { whatsappLink } from '@/lib/whatsapp'

export const metadata: Metadata = { title: 'Receipt' }

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
  const here = DOCUMENT_PATHS.deskReceipt(id, line.receipt)
  const text = MESSAGES.stayDocuments.receiptShare(
    documents.house.name,
    line.receipt,
    `${stayUrl}/receipt/${line.receipt}`,
  )
  return (
    <>
      <DocumentTools
        paper={paper}
        paperHref={(choice) => `${here}?paper=${choice}`}
        share={
          documents.guest.phone
            ? { href: whatsappLink(documents.guest.phone, text), label: 'Send on WhatsApp' }
            : null
        }
        back={{ href: '/admin/bookings', label: 'Back to bookings' }}
      />
      <Receipt documents={documents} line={line} paper={paper} />
    </>
  )
}
