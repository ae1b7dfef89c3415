import { MESSAGES } from '@/lib/messages'

/** Tells staff that what follows includes unpublished drafts guests cannot see yet. */
export function PreviewNotice() {
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 bg-stone-900 px-4 py-2 text-center text-sm font-semibold text-white"
    >
      {MESSAGES.preview.notice}
    </p>
  )
}
