import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import type { Paper } from '@/lib/money/documentLines'
import { whatsappLink } from '@/lib/whatsapp'

import { DocumentTools } from './DocumentTools'

/**
 * A document page's metadata. The guest's copy sits under their private link, so search engines
 * may not keep it and no other site learns its address from the referrer.
 */
export function documentMetadata(title: string, reader: 'guest' | 'desk'): Metadata {
  if (reader === 'desk') return { title }
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** A document under the guest's link at `here`, with the way back to their stay's page. */
export function GuestDocumentPage({
  token,
  here,
  paper,
  children,
}: {
  token: string
  here: string
  paper: Paper
  children: ReactNode
}) {
  return (
    // Clear of the site's fixed header on screen; on paper the page's own margins.
    <div className="px-4 pt-24 pb-8 print:p-0">
      <DocumentTools
        paper={paper}
        paperHref={(choice) => `${here}?paper=${choice}`}
        back={{ href: `/stay/${token}`, label: 'Your stay' }}
      />
      {children}
    </div>
  )
}

/** A document at the desk's `here`, sent to the guest on WhatsApp as `shareText` when they have a phone. */
export function DeskDocumentPage({
  here,
  paper,
  phone,
  shareText,
  children,
}: {
  here: string
  paper: Paper
  phone: string
  shareText: string
  children: ReactNode
}) {
  return (
    <>
      <DocumentTools
        paper={paper}
        paperHref={(choice) => `${here}?paper=${choice}`}
        share={phone ? { href: whatsappLink(phone, shareText), label: 'Send on WhatsApp' } : null}
        back={{ href: '/admin/bookings', label: 'Back to bookings' }}
      />
      {children}
    </>
  )
}
