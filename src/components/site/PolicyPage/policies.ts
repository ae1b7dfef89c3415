import type { SiteSetting } from '@/payload-types'
import { houseTimesOf, houseTimesSentence } from '@/lib/houseTimes'

import { displayPhone } from '@/lib/phone'

type Settings = Pick<
  SiteSetting,
  'privacyPolicy' | 'termsOfService' | 'email' | 'phonePrimary' | 'checkInTime' | 'checkOutTime'
>

/**
 * The two policy pages, written once: the public page and the staff preview of the unpublished
 * text show the same headings and contact line, and the page's metadata falls back to its title
 * and `description` where the editor gave none.
 */
export const POLICIES = {
  privacy: {
    title: 'Privacy Policy',
    subtitle: 'What we keep about you, and why.',
    description: (houseName: string) =>
      `How ${houseName} uses the details you share when you contact us or book.`,
    text: (settings: Settings) => settings.privacyPolicy,
    lead: (_settings: Settings): string | null => null,
    contact: (settings: Settings) =>
      `Questions about your details? Write to ${settings.email} or call ${displayPhone(settings.phonePrimary)}.`,
  },
  terms: {
    title: 'Terms of Service',
    subtitle: 'The short version of how staying with us works.',
    description: (houseName: string) => `Prices, bookings, check-in and check-out at ${houseName}.`,
    text: (settings: Settings) => settings.termsOfService,
    // The times come from their one setting, above the editor's text, so the terms cannot name
    // another time than the messages and the stay page do.
    lead: (settings: Settings): string | null => houseTimesSentence(houseTimesOf(settings)),
    contact: (settings: Settings) =>
      `Anything unclear? Write to ${settings.email} or call ${displayPhone(settings.phonePrimary)}.`,
  },
} as const

export type PolicyName = keyof typeof POLICIES
