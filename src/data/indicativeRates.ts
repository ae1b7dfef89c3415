import { unstable_cache } from 'next/cache'

import { CACHE_TAGS, SAFETY_REVALIDATE_S } from '@/lib/cacheTags'
import { indicativeRatesOf, type IndicativeRates } from '@/lib/money/indicativePrices'

import { payloadClient } from './payload'

/** The published rates as guests' pages read them (null when none is set): nothing else rides along. */
export async function readIndicativeRates(): Promise<IndicativeRates | null> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    // As a guest reads them: the published settings, with the access rules applied.
    overrideAccess: false,
    select: { indicativeRates: true },
  })
  return indicativeRatesOf(settings.indicativeRates)
}

/** Cached with the site settings: an admin's new rates expire it with the rest of them. */
export const getIndicativeRates = unstable_cache(
  () => readIndicativeRates(),
  ['indicative-rates'],
  { tags: [CACHE_TAGS.siteSettings], revalidate: SAFETY_REVALIDATE_S },
)
