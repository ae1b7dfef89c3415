import type { SiteSetting } from '@/payload-types'

import { plainTextToRichText } from '@/lib/richText'

type Settings = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

/** The numbers a guest may call, main one first; one left empty in settings is not listed. */
export function housePhones(
  settings: Pick<SiteSetting, 'phonePrimary' | 'phoneSecondary'>,
): string[] {
  return [settings.phonePrimary, settings.phoneSecondary].filter(
    (phone): phone is string => !!phone,
  )
}

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
