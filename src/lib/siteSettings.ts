import type { SiteSetting } from '@/payload-types'

import { plainTextToRichText } from './richText'

type Settings = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

/**
 * A production site starts with empty settings until the owner fills them in /cms (nothing is
 * invented: no sample phone numbers). Until then every field the pages read is an empty value,
 * never a missing one, so the public pages render instead of failing.
 */
export function withEmptyDefaults(settings: Partial<Settings>): Settings {
  const text = (value: string | null | undefined) => value ?? ''
  return {
    ...settings,
    houseName: text(settings.houseName),
    tagline: text(settings.tagline),
    address: text(settings.address),
    landmark: text(settings.landmark),
    phonePrimary: text(settings.phonePrimary),
    phoneSecondary: text(settings.phoneSecondary),
    whatsappNumber: text(settings.whatsappNumber),
    email: text(settings.email),
    mapEmbedUrl: text(settings.mapEmbedUrl),
    mapLinkUrl: text(settings.mapLinkUrl),
    openingHours: settings.openingHours ?? [],
    reasons: settings.reasons ?? [],
    premiumCard: {
      ...settings.premiumCard,
      title: text(settings.premiumCard?.title),
      description: settings.premiumCard?.description ?? plainTextToRichText(''),
      features: settings.premiumCard?.features ?? [],
    },
    privacyPolicy: settings.privacyPolicy ?? plainTextToRichText(''),
    termsOfService: settings.termsOfService ?? plainTextToRichText(''),
  }
}
