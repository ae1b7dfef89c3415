import type { Field, GlobalConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/hooks/revalidate'
import { looksLikeEmail } from '@/lib/validation/email'
import { isGhanaPhone } from '@/lib/phone'
import { taxes as taxMessages } from '@/lib/messages/taxes'
import { isGhanaTin, normalizeTin } from '@/lib/taxes/tin'

import { editorVersions, iconField, rowLabel } from '@/fields'
import { pageDetailsField } from '@/fields/pageDetails'
import { richTextField } from '@/fields/richText'
import { guestRegisterSettingsTab } from '@/collections/GuestRegister/settingsTab'

import { adminsOnly } from './adminsOnly'
import { bookingsTab } from './bookingSettings'
import { indicativeRatesTab } from './indicativeRatesSettings'
import { editedByField } from '@/fields/editedBy'

const phoneField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  access: adminsOnly,
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
  // Preview opens the page with the latest draft; only signed-in staff can open it.
  admin: {
    hidden: hiddenFromReception,
    group: 'Content',
    description:
      'The house itself: name, tagline, phone and WhatsApp numbers, address and map, opening hours, why choose us, the privacy policy and terms, how long requests wait for an answer, the deposit and the mobile-money numbers guests pay to. The numbers, the email address, the deposit, its deadline, the mobile-money numbers and the request wait are changed by admins.',
    preview: () => '/preview/home',
  },
  // Guests read only the published version, even when they ask for the draft.
  access: { read: publishedOrStaff, readVersions: isStaff, update: isStaff },
  versions: editorVersions,
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.siteSettings])] },
  fields: [
    editedByField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'House',
          fields: [
            {
              name: 'houseName',
              type: 'text',
              required: true,
              admin: {
                description: 'Shown in the header, page titles, emails and share previews.',
              },
            },
            {
              name: 'tagline',
              type: 'text',
              required: true,
              admin: { description: 'The line under the house name on the home page banner.' },
            },
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
            {
              ...phoneField('whatsappNumber', 'WhatsApp number'),
              admin: {
                description: 'Book Now and chat buttons open WhatsApp with this number.',
              },
            } as Field,
            {
              name: 'email',
              type: 'text',
              required: true,
              access: adminsOnly,
              validate: (value: unknown) =>
                typeof value === 'string' && looksLikeEmail(value)
                  ? true
                  : 'Enter a valid email address',
              admin: {
                description:
                  'The address guests see on the site (footer and contact page) and can write to. Messages sent with the contact form do not go here: they go to the address set as CONTACT_TO_EMAIL in the server settings.',
              },
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
              admin: {
                description:
                  'Shown on the contact page, one line per row, e.g. "Reception" · "24 hours".',
                components: rowLabel('label', 'Hours'),
              },
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
              admin: {
                description: 'The reasons listed in "Why choose" on the home page, in this order.',
                components: rowLabel('title', 'Reason'),
              },
              fields: [
                { name: 'title', type: 'text', required: true },
                richTextField('description', { required: true }),
                iconField,
              ],
            },
            {
              name: 'premiumCard',
              type: 'group',
              admin: { description: 'The dark card beside the reasons on the home page.' },
              fields: [
                { name: 'title', type: 'text', required: true },
                richTextField('description', { required: true }),
                {
                  name: 'features',
                  type: 'array',
                  admin: { components: rowLabel('feature', 'Feature') },
                  fields: [{ name: 'feature', type: 'text', required: true }],
                },
              ],
            },
          ],
        },
        {
          label: 'Policies',
          fields: [
            richTextField('privacyPolicy', {
              required: true,
              description:
                'Shown on /privacy. Headings, lists and links are kept as you format them.',
            }),
            richTextField('termsOfService', {
              required: true,
              description: 'Shown on /terms.',
            }),
          ],
        },
        {
          label: 'Search & sharing',
          fields: [pageDetailsField],
        },
        bookingsTab,
        {
          // What the invoices print and how taxes are charged: what the house owes the revenue
          // authorities hangs on these, so admins alone change them.
          label: 'Taxes',
          fields: [
            {
              name: 'pricesIncludeTax',
              label: 'Published prices include taxes',
              type: 'checkbox',
              access: adminsOnly,
              defaultValue: true,
              admin: {
                description:
                  'The usual in Ghana: a room’s price already holds VAT, its levies and the tourism levy. Untick it to add the taxes to each stay’s price when it is priced; the rooms’ pages keep showing the prices as published, and the booking form says the taxes are added.',
              },
            },
            {
              name: 'vatRegistered',
              label: 'Registered for VAT',
              type: 'checkbox',
              access: adminsOnly,
              defaultValue: true,
              admin: {
                description:
                  'Untick it when the house is not registered: it then charges only the levies every licensed house collects (the tourism levy), not VAT, NHIL or GETFund.',
              },
            },
            {
              name: 'tin',
              label: 'TIN',
              type: 'text',
              access: adminsOnly,
              maxLength: 20,
              validate: (value: unknown) =>
                value == null || value === '' || (typeof value === 'string' && isGhanaTin(value))
                  ? true
                  : taxMessages.tinShape,
              hooks: {
                beforeChange: [
                  ({ value }) => (typeof value === 'string' && value ? normalizeTin(value) : value),
                ],
              },
              admin: {
                description:
                  'The house’s taxpayer identification number, printed on every invoice and receipt: e.g. C0001234567, or the owner’s Ghana Card PIN, e.g. GHA-123456789-0.',
              },
            },
            {
              name: 'tourismLicence',
              label: 'Tourism licence number',
              type: 'text',
              access: adminsOnly,
              maxLength: 60,
              admin: {
                description:
                  'The Ghana Tourism Authority licence, printed on every invoice and receipt.',
              },
            },
          ],
        },
        guestRegisterSettingsTab,
        indicativeRatesTab,
      ],
    },
  ],
}
