import { textLink as link } from '@/components/ui/styles'
import { PAPER_LABELS, PAPERS, type Paper } from '@/lib/money/documentLines'

import { PrintButton } from './PrintButton.client'

/**
 * What stays on screen only: the Print button, the choice of paper and, for staff, the WhatsApp
 * message sending the guest their link. None of it prints.
 */
export function DocumentTools({
  paper,
  paperHref,
  share,
  back,
}: {
  paper: Paper
  /** The same document on another paper. */
  paperHref: (paper: Paper) => string
  share?: { href: string; label: string } | null
  back?: { href: string; label: string }
}) {
  return (
    <nav
      aria-label="Document"
      className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center gap-3 print:hidden"
      data-testid="document-tools"
    >
      <PrintButton />
      <span className="flex gap-3 text-sm">
        {PAPERS.map((choice) =>
          choice === paper ? (
            <strong key={choice} aria-current="page">
              {PAPER_LABELS[choice]}
            </strong>
          ) : (
            <a key={choice} className={link} href={paperHref(choice)}>
              {PAPER_LABELS[choice]}
            </a>
          ),
        )}
      </span>
      {share && (
        <a className={link} href={share.href} target="_blank" rel="noopener noreferrer">
          {share.label}
        </a>
      )}
      {back && (
        <a className={link} href={back.href}>
          {back.label}
        </a>
      )}
    </nav>
  )
}
