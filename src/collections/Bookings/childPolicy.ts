import type { PayloadRequest } from 'payload'

import { childPolicyOf, type ChildPolicy } from '@/lib/bookings/party'

/** The owner's rule for young children, as the site settings hold it now. */
export async function findChildPolicy(req: PayloadRequest): Promise<ChildPolicy> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
    req,
  })
  return childPolicyOf(settings)
}
