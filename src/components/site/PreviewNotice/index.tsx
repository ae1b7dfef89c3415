import { preview as previewText } from '@/lib/messages/preview'
import { PREVIEW_PAGES, previewPath, SITE_SETTINGS_PREVIEWS, type PreviewPage } from '@/lib/preview'

/**
 * Tells staff that what follows includes unpublished drafts guests cannot see yet, and links the
 * other pages the same site-settings draft shows on (none for a preview of no page, such as the
 * stay messages).
 */
export function PreviewNotice({ page }: { page?: PreviewPage }) {
  const others =
    page && SITE_SETTINGS_PREVIEWS.includes(page)
      ? SITE_SETTINGS_PREVIEWS.filter((other) => other !== page)
      : []
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 bg-stone-900 px-4 py-2 text-center text-sm font-semibold text-white">
      <p role="status">{previewText.notice}</p>
      {others.length > 0 ? (
        <nav aria-label="Other previews" className="mt-1 flex justify-center gap-4">
          {others.map((other) => (
            <a key={other} href={previewPath(other)} className="underline">
              {previewText.previewOf(PREVIEW_PAGES[other])}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
