import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateCollection } from '@/hooks/revalidate'

import { iconField, placementField, sortOrderField } from '@/fields'

const revalidate = revalidateCollection([CACHE_TAGS.facilities])

/** Home "World-Class Facilities" (11) and Explore "Complete Facilities" (6). */
export const Facilities: CollectionConfig = {
  slug: 'facilities',
  defaultSort: 'sortOrder',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'placement', 'sortOrder'],
    group: 'Content',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    iconField,
    placementField,
    sortOrderField,
  ],
}
