// Response headers for every route: public pages, /admin, /cms and /api alike. Kept in one place
// so the hardening tests and next.config.mjs read the same policy. Hashed build files under
// /_next/static carry only the part that means something for a script or stylesheet: a page's
// policy on each of them would add about 1 KB per file to a guest's first load.

/** Where the embedded map comes from (site settings → mapEmbedUrl). */
const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com']

/**
 * Scripts run only from this origin, and inline scripts only when the policy names them:
 * - the staff portal and /cms render per request anyway: src/proxy.ts gives each response a fresh
 *   nonce, which Next.js and React put on their own scripts (and the scripts they load run too);
 * - the public pages are cached, the same bytes for every guest, so they carry no nonce: the
 *   production server (server/start.mjs) lists the SHA-256 of each inline script Next.js wrote in
 *   the page (`scriptHashes`, server/script-hashes.mjs). Without hashes, no inline script runs.
 * Styles keep 'unsafe-inline': React writes style attributes (the banner's fade).
 * @param {{ nonce?: string, scriptHashes?: string[] }} [options]
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [] } = {}) {
  return [
    "default-src 'self'",
    nonce
      ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`
      : ["script-src 'self'", ...scriptHashes].join(' '),
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

/**
 * @param {{ production: boolean, csp?: boolean }} options `csp: false` leaves the policy to the
 *   route itself (the staff portal and /cms set one with a nonce per response).
 */
export function securityHeaders({ production, csp = true }) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // Development keeps Next's hot reload (eval, websockets) working; production gets the policy.
  if (production) {
    if (csp) headers.push({ key: 'Content-Security-Policy', value: contentSecurityPolicy() })
    headers.push(HSTS)
  }
  return headers
}
