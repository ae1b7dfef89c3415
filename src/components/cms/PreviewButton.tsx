'use client'

import { ExternalLinkIcon, useLivePreviewContext } from '@payloadcms/ui'

import { cms } from '@/lib/messages/cms'

/**
 * The /cms Preview button with its name in words: a screen reader says what it does and that it
 * opens a new tab, and sighted editors read "Preview" beside the icon instead of guessing.
 */
export function PreviewButton() {
  const { previewURL } = useLivePreviewContext()
  if (!previewURL) return null
  return (
    <a
      aria-label={cms.previewLabel}
      title={cms.previewLabel}
      className="preview-btn"
      href={previewURL}
      id="preview-button"
      target="_blank"
      rel="noreferrer"
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', width: 'auto' }}
    >
      <span>{cms.previewText}</span>
      <ExternalLinkIcon />
    </a>
  )
}
