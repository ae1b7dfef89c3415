import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DocumentTools, Invoice } from '@/components/site/StayDocuments'
import { readDeskDocuments } from '@/data/stayDocuments'
import { DOCUMENT_PATHS, paperOf } from '@/lib/bookings/stayDocuments'
import { MESSAGES } from '@/lib/messages'
import { whatsappLink } from '@/lib/whatsapp'

export const metadata: Metadata = { title: 'Invoice' }

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
  const here = DOCUMENT_PATHS.deskInvoice(id)
  const text = MESSAGES.stayDocuments.invoiceShare(
    documents.house.name,
    documents.reference,
    `${stayUrl}/invoice`,
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
      <Invoice documents={documents} paper={paper} />
    </>
  )
}
