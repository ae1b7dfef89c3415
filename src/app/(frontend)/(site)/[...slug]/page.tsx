import { redirect } from 'next/navigation'

import { redirectTargetFor } from '@/lib/site'

/**
 * Any other public path redirects to /. Paths owned elsewhere (/cms, /api, /admin/…
 * pages, /sign-in) are matched by their own, more specific routes before this one.
 */
export default async function UnknownPath({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params
  redirect(redirectTargetFor(slug))
}
