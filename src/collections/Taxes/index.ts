import type { CollectionConfig, Validate } from 'payload'

import { hiddenFromAllButAdmins } from '@/access/hiddenFromAllButAdmins'
import { isAdmin } from '@/access/isAdmin'
import { isCalendarDay } from '@/lib/dates'
import { taxes as messages } from '@/lib/messages/taxes'
import { formatRatePercent, parseRatePercent } from '@/lib/taxes/rate'

import { checkWholeList, checkWholeListWithout } from './checkWholeList'

const day: Validate = (value) =>
  (typeof value === 'string' && isCalendarDay(value)) || messages.fromRequired

const dayOrEmpty: Validate = (value) =>
  value == null || value === '' || (typeof value === 'string' && isCalendarDay(value))
    ? true
    : messages.toNotADay

const percent: Validate = (value) =>
  (typeof value === 'string' && parseRatePercent(value) !== null) || messages.rateRange

/**
 * The taxes and levies a stay is charged, each rate a row in force for a period: budgets change
 * rates, so no rate is a constant in code. What the house owes the revenue authorities is decided
 * here, so admins alone read or change the list, on every door; each save is checked against the
 * whole list (one rate per code on any day, bases that name listed taxes without a circle).
 */
export const Taxes: CollectionConfig = {
  slug: 'taxes',
  labels: { singular: 'Tax', plural: 'Taxes and levies' },
  defaultSort: 'effectiveFrom',
  admin: {
    hidden: hiddenFromAllButAdmins,
    useAsTitle: 'name',
    defaultColumns: ['code', 'name', 'rate', 'effectiveFrom', 'effectiveTo', 'appliesTo'],
    group: 'Rooms & bookings',
    description:
      'The taxes and levies on what guests pay, each rate with the days it is in force. When a rate changes, give the old row its last day and add a row for the new rate from the next day: stays are taxed night by night at the rate in force that night.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [checkWholeList], beforeDelete: [checkWholeListWithout] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          maxLength: 20,
          admin: {
            description: 'Short, in capitals, the same in every period: VAT, NHIL, TOURISM.',
          },
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'As invoices print it.' },
        },
        {
          name: 'rate',
          label: 'Rate (%)',
          type: 'text',
          required: true,
          validate: percent,
          // Kept as invoices print it ("2.5%"), whatever the admin typed ("2.50", "2.5 %").
          hooks: {
            beforeChange: [
              ({ value }) => {
                const basisPoints = typeof value === 'string' ? parseRatePercent(value) : null
                return basisPoints === null ? value : formatRatePercent(basisPoints)
              },
            ],
          },
          admin: { description: 'In percent, at most two decimals: 15, 2.5.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'effectiveFrom',
          label: 'In force from',
          type: 'text',
          required: true,
          validate: day,
          admin: { placeholder: 'YYYY-MM-DD', description: 'The first day, e.g. 2026-01-01.' },
        },
        {
          name: 'effectiveTo',
          label: 'In force to',
          type: 'text',
          validate: dayOrEmpty,
          admin: {
            placeholder: 'YYYY-MM-DD',
            description: 'The last day, included; empty while no end is known.',
          },
        },
      ],
    },
    {
      name: 'appliesTo',
      type: 'select',
      required: true,
      defaultValue: 'both',
      options: [
        { label: 'Rooms and extras', value: 'both' },
        { label: 'Rooms only', value: 'rooms' },
        { label: 'Extras only', value: 'extras' },
      ],
    },
    {
      name: 'requiresVatRegistration',
      label: 'Charged only by a VAT-registered house',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'VAT and the levies collected with it. Leave unticked for a levy every licensed house collects, such as the tourism levy.',
      },
    },
    {
      name: 'baseIncludes',
      label: 'Charged on the net price plus',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'The codes of the taxes added to the net price to make this tax’s base (e.g. NHIL, GETFUND, COVID for VAT before 2026); empty when it is charged on the net price alone.',
      },
    },
  ],
}
