import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateCollection } from '@/hooks/revalidate'

import { sortOrderField } from '@/fields'

const revalidate = revalidateCollection([CACHE_TAGS.bannerImages])

/** The home page's rotating banner (the spec's "Banner image": src, alt). */
export const BannerImages: CollectionConfig = {
  slug: 'banner-images',
  defaultSort: 'sortOrder',
  labels: { singular: 'Banner image', plural: 'Banner images' },
  admin: { useAsTitle: 'alt', defaultColumns: ['alt', 'image', 'sortOrder'], group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the picture shows, read aloud to guests using a screen reader.' },
    },
    sortOrderField,
  ],
}
