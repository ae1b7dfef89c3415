/** Only paths of the portal itself: `next` must never send a signed-in user to another site. */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !/^\/admin(\/[A-Za-z0-9\-/]*)?$/.test(next)) return '/admin'
  return next
}

/** Set by `src/proxy.ts` on portal requests: layouts cannot see the URL otherwise. */
export const ADMIN_PATH_HEADER = 'x-admin-path'
