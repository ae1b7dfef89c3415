import type { SiteSetting } from '@/payload-types'

type Settings = Pick<SiteSetting, 'privacyPolicy' | 'termsOfService' | 'email' | 'phonePrimary'>

/**
 * The two policy pages, written once: the public page and the staff preview of the unpublished
 * text show the same headings and contact line.
 */
export const POLICIES = {
  privacy: {
    title: 'Privacy Policy',
    subtitle: 'What we keep about you, and why.',
    text: (settings: Settings) => settings.privacyPolicy,
    contact: (settings: Settings) =>
      `Questions about your details? Write to ${settings.email} or call ${settings.phonePrimary}.`,
  },
  terms: {
    title: 'Terms of Service',
    subtitle: 'The short version of how staying with us works.',
    text: (settings: Settings) => settings.termsOfService,
    contact: (settings: Settings) =>
      `Anything unclear? Write to ${settings.email} or call ${settings.phonePrimary}.`,
  },
} as const

export type PolicyName = keyof typeof POLICIES
