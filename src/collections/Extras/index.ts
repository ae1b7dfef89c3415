import type { CollectionConfig, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isBookingsStaff } from '@/access/isBookingsStaff'
import {
  EXTRA_CATEGORIES,
  EXTRA_CATEGORY_LABELS,
  EXTRA_NAME_MAX,
  extraPriceProblem,
  isExtraCategory,
} from '@/lib/money/charges'
import { MESSAGES } from '@/lib/messages'

import { keepCharged } from './keepCharged'

const nameRule: Validate = (value) => {
  const name = typeof value === 'string' ? value.trim() : ''
  if (!name) return MESSAGES.charges.name
  return name.length <= EXTRA_NAME_MAX || MESSAGES.charges.nameTooLong
}

const categoryRule: Validate = (value) => isExtraCategory(value) || MESSAGES.charges.category

const priceRule: Validate = (value) => extraPriceProblem(value) ?? true

/**
 * The extras price list: what reception may charge to a stay (a beer, a plate of jollof, a bag of
 * laundry, a ride from the airport). Admins keep it; reception reads it to charge from it; editors
 * and guests never see it. A charge copies the name, price and taxable flag it was made with, so
 * changing the list never changes a bill already written; an item charged once is kept (marked
 * inactive to take it off the list) so every charge still names what it was.
 */
export const Extras: CollectionConfig = {
  slug: 'extras',
  labels: { singular: 'Extra', plural: 'Extras' },
  defaultSort: 'name',
  admin: {
    group: 'Bookings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'price', 'taxable', 'active'],
    description:
      'The price list of extras reception charges to a stay, prices in pesewas (₵1 = 100). Untick Active to take an item off the list.',
  },
  access: { read: isBookingsStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeDelete: [keepCharged] },
  fields: [
    { name: 'name', type: 'text', required: true, validate: nameRule },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'other',
      validate: categoryRule,
      options: EXTRA_CATEGORIES.map((value) => ({ value, label: EXTRA_CATEGORY_LABELS[value] })),
    },
    {
      name: 'price',
      label: 'Price (pesewas)',
      type: 'number',
      required: true,
      validate: priceRule,
      admin: { components: { Cell: '@/components/cms/PesewasCell#PesewasCell' } },
    },
    {
      name: 'taxable',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Whether the taxes on extras apply to it.' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { description: 'Only active items are offered at the desk.' },
    },
  ],
}
