/** The public pages staff can preview with unpublished drafts, at /preview/<page>. */
export const PREVIEW_PAGES = {
  home: 'Home',
  explore: 'Explore',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
} as const

export type PreviewPage = keyof typeof PREVIEW_PAGES

export function isPreviewPage(page: string): page is PreviewPage {
  return Object.hasOwn(PREVIEW_PAGES, page)
}

export function previewPath(page: PreviewPage): string {
  return `/preview/${page}`
}

/**
 * The pages one site-settings draft shows on: the home page (tagline, numbers, reasons) and the
 * two policies, whose texts live in the same settings. Payload's Preview button opens one
 * address, so the preview links the others.
 */
export const SITE_SETTINGS_PREVIEWS: readonly PreviewPage[] = ['home', 'privacy', 'terms']
