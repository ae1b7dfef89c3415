export const auth = {
  notSignedIn: 'You must be signed in to do this',
  forbidden: 'You are not allowed to do this',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Sign out failed',
  /** Signing in or out is only done from the site's own pages, never from another site. */
  crossOrigin: 'This request must come from the site itself',
  /** The staff portal is for admins and reception; editors work in the content editor. */
  adminOnly:
    'The staff portal is for admin and reception accounts. Editors can use the content editor at /cms.',
} as const
