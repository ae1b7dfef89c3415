/**
 * Payload's session cookie: `${cookiePrefix}-token` with the default prefix `payload`. Read only
 * to route requests; Payload itself judges whether the session is valid.
 */
export const SESSION_COOKIE = 'payload-token'
