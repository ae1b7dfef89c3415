'use client'

import { buttonClass } from '@/components/ui/styles'

/** The browser's own print dialog: the only script a stay's documents carry. */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass.primary}>
      Print
    </button>
  )
}
