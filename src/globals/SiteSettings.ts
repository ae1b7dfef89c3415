import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/hooks/revalidate'
import { looksLikeEmail } from '@/lib/validation/email'
import { isGhanaPhone } from '@/lib/phone'

import { iconField } from '@/fields'

const phoneField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  validate: (value: unknown) =>
    typeof value === 'string' && isGhanaPhone(value)
      ? true
      : 'Enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567',
})

const httpsUrl = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value) ? true : 'Enter an https:// address'

/** Contact details and house-wide text: pages read these, never literals. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.siteSettings])] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'House',
          fields: [
            { name: 'houseName', type: 'text', required: true },
            { name: 'tagline', type: 'text', required: true },
            { name: 'address', type: 'text', required: true },
            {
              name: 'landmark',
              type: 'text',
              required: true,
              admin: {
                description:
                  'How guests find the house, e.g. "50 metres from … off the … highway".',
              },
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            phoneField('phonePrimary', 'Main phone (also WhatsApp)'),
            phoneField('phoneSecondary', 'Second phone'),
            phoneField('whatsappNumber', 'WhatsApp number'),
            {
              name: 'email',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && looksLikeEmail(value)
                  ? true
                  : 'Enter a valid email address',
            },
            {
              name: 'mapEmbedUrl',
              type: 'text',
              required: true,
              validate: httpsUrl,
              admin: { description: 'The map shown in a frame on the home and contact pages.' },
            },
            {
              name: 'mapLinkUrl',
              type: 'text',
              required: true,
              validate: httpsUrl,
              admin: { description: 'Opens the map app with directions.' },
            },
            {
              name: 'openingHours',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'hours', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'Why choose us',
          fields: [
            {
              name: 'reasons',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'description', type: 'textarea', required: true },
                iconField,
              ],
            },
            {
              name: 'premiumCard',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'description', type: 'textarea', required: true },
                {
                  name: 'features',
                  type: 'array',
                  fields: [{ name: 'feature', type: 'text', required: true }],
                },
              ],
            },
          ],
        },
        {
          label: 'Policies',
          fields: [
            { name: 'privacyPolicy', type: 'textarea', required: true },
            { name: 'termsOfService', type: 'textarea', required: true },
          ],
        },
      ],
    },
  ],
}
