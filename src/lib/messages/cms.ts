export const cms = {
  /** Where the house's name shows (the /cms title and logo, the home-screen name) before it is set. */
  houseNameFallback: 'Guest House',
  /** Who saved a version of an editor's content. */
  editedByLabel: 'Last saved by',
  /** A version saved by the site itself (a guest's review, the first content). */
  editedByNobody: 'The website',
  /** A version whose author's account was since removed. */
  editedByRemoved: 'A removed account',
  /** The preview button's name for screen readers and its tooltip. */
  previewLabel: 'Preview this page as guests will see it (opens in a new tab)',
  /** The Versions tab's list. */
  versionsTitle: 'Versions',
  versionsIntro:
    'Each save, newest first, with who made it. Open one to compare it with today’s and restore it.',
  versionsNone: 'No versions yet.',
  versionSavedAt: 'Saved',
  versionSavedBy: 'Saved by',
  versionStatus: 'Status',
  versionPublished: 'Published',
  versionDraft: 'Draft',
  versionAutosave: 'Draft (saved while typing)',
  /** The preview button's visible word. */
  previewText: 'Preview',
} as const
