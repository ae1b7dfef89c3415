import type { Field, GlobalConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { isAdminField } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { isStaffField } from '@/access/isStaffField'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/hooks/revalidate'
import { looksLikeEmail } from '@/lib/validation/email'
import { isGhanaPhone } from '@/lib/phone'
import { REQUEST_EXPIRY_DEFAULT_HOURS, REQUEST_EXPIRY_MAX_HOURS } from '@/lib/bookings/expiry'
import { taxes as taxMessages } from '@/lib/messages/taxes'
import { isGhanaTin, normalizeTin } from '@/lib/taxes/tin'

import { editorVersions, iconField, rowLabel } from '@/fields'
import { pageDetailsField } from '@/fields/pageDetails'
import { richTextField } from '@/fields/richText'
import { guestRegisterSettingsTab } from '@/collections/GuestRegister/settingsTab'

/**
 * Where guests call and write, and what a stay costs up front: a changed number or deposit sends
 * guests' money and calls elsewhere, so admins alone set these. An editor's /cms shows them
 * read-only, and a value an editor sends anyway is dropped.
 */
const adminsOnly = { update: isAdminField }

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
      'The house itself: name, tagline, phone and WhatsApp numbers, address and map, opening hours, why choose us, the privacy policy and terms, and how long requests wait for an answer. The numbers, the email address, the deposit and the request wait are changed by admins.',
    preview: () => '/preview/home',
  },
  // Guests read only the published version, even when they ask for the draft.
  access: { read: publishedOrStaff, readVersions: isStaff, update: isStaff },
  versions: editorVersions,
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.siteSettings])] },
  fields: [
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
        {
          label: 'Bookings',
          fields: [
            {
              name: 'checkInTime',
              label: 'Check-in from',
              type: 'text',
              maxLength: 40,
              defaultValue: '2:00 pm',
              admin: { description: 'Told to guests the day before they arrive, e.g. "2:00 pm".' },
            },
            {
              name: 'requestExpiryHours',
              label: 'Decline unanswered requests after (hours)',
              type: 'number',
              access: adminsOnly,
              // Empty (a site from before the setting) means the default.
              defaultValue: REQUEST_EXPIRY_DEFAULT_HOURS,
              min: 1,
              max: REQUEST_EXPIRY_MAX_HOURS,
              admin: {
                step: 1,
                description:
                  'A guest’s request nobody confirmed or declined in this time is declined, and the guest is told by email when they gave an address.',
              },
            },
            {
              name: 'depositPercent',
              label: 'Deposit asked of each new stay (% of its price)',
              type: 'number',
              access: adminsOnly,
              defaultValue: 0,
              min: 0,
              max: 100,
              admin: {
                step: 1,
                description:
                  '0 asks no deposit. The desk shows “Deposit due” on a stay until this share is paid; staff can change one stay’s deposit at the desk.',
              },
            },
            {
              // The owner's word on discounts: reception prices a stay below the rates by at most
              // this, always with a reason; any other price is an admin's (`settlePrice`).
              name: 'receptionPriceCutMax',
              label: 'The most reception may take off a stay’s price (pesewas)',
              type: 'number',
              defaultValue: 0,
              min: 0,
              // Guests have no business with it; only an admin changes it.
              access: { read: isStaffField, update: isAdminField },
              admin: {
                step: 100,
                description:
                  'In pesewas: 5000 is ₵50.00. 0 lets reception take nothing off: every stay they make or move is priced by the rates. Only an admin changes it.',
              },
            },
          ],
        },
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
      ],
    },
  ],
}
