import type { Metadata } from 'next'
import type { SanitizedConfig } from 'payload'
import { generatePageMetadata } from '@payloadcms/next/views'

import { getSiteSettings } from '@/data/content'
import { MESSAGES } from '@/lib/messages'

type Args = Parameters<typeof generatePageMetadata>[0]

/** The house's name as the owner set it; the generic one while it is unset or unreadable. */
export async function cmsHouseName(): Promise<string> {
  const settings = await getSiteSettings().catch(() => null)
  return settings?.houseName.trim() || MESSAGES.cms.houseNameFallback
}

/** Payload's title of a /cms screen with the house's name after it: "Rooms · Royal Palm …". */
export async function cmsPageMetadata({ config, ...rest }: Args): Promise<Metadata> {
  const [sanitized, houseName] = await Promise.all([config, cmsHouseName()])
  const named: SanitizedConfig = {
    ...sanitized,
    admin: {
      ...sanitized.admin,
      meta: { ...sanitized.admin.meta, titleSuffix: `· ${houseName}` },
    },
  }
  return generatePageMetadata({ config: Promise.resolve(named), ...rest })
}
