import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/hooks/revalidate'

import { iconField } from '@/fields'

/** One tab of the Explore page: its slideshow, its highlights and its hours. */
const tabFields = (label: string): Field => ({
  name: label,
  type: 'group',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, minRows: 1, maxRows: 8 },
    {
      name: 'highlights',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'text', required: true },
        iconField,
      ],
    },
    {
      name: 'hours',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'hours', type: 'text', required: true },
        { name: 'description', type: 'text' },
      ],
    },
  ],
})

/** The Explore page: Reception, Bar & Lounge and Environment tabs. */
export const Explore: GlobalConfig = {
  slug: 'explore',
  label: 'Explore page',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.explore])] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'subtitle', type: 'textarea', required: true },
      ],
    },
    tabFields('reception'),
    tabFields('barLounge'),
    tabFields('environment'),
  ],
}
