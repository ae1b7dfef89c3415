// Response headers for every route: public pages, /admin, /cms and /api alike. Kept in one place
// so the hardening tests and next.config.mjs read the same policy. Hashed build files under
// /_next/static carry only the part that means something for a script or stylesheet: a page's
// policy on each of them would add about 1 KB per file to a guest's first load.

/** Where the embedded map comes from (site settings → mapEmbedUrl). */
const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com']

export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    // Next.js and Payload's admin inline small bootstrap scripts; a nonce would force every page
    // to render per request and give up the page cache.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_SOURCES.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }

/**
 * For the build's own scripts and stylesheets: no sniffing, and HTTPS only in production.
 * @param {{ production: boolean }} options
 */
export function staticFileHeaders({ production }) {
  return [{ key: 'X-Content-Type-Options', value: 'nosniff' }, ...(production ? [HSTS] : [])]
}

/** @param {{ production: boolean }} options */
export function securityHeaders({ production }) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // Development keeps Next's hot reload (eval, websockets) working; production gets the policy.
  if (production) {
    headers.push({ key: 'Content-Security-Policy', value: contentSecurityPolicy() })
    headers.push(HSTS)
  }
  return headers
}
