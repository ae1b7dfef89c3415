import Link from 'next/link'

import { buttonClass } from '@/components/ui/styles'
import { MESSAGES } from '@/lib/messages'

/** The room to edit could not be loaded: try again, or go back to the list. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{MESSAGES.rooms.fetchOneFailed}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={onRetry} className={buttonClass.primary}>
          Try Again
        </button>
        <Link href="/admin/view-rooms" className={buttonClass.secondary}>
          View Rooms
        </Link>
      </div>
    </div>
  )
}
