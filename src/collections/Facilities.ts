import type { CollectionConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { draftsForStaffOnly } from '@/hooks/draftsForStaffOnly'
import { revalidateCollection } from '@/hooks/revalidate'

import { iconField, placementField, sortOrderField, editorVersions } from '@/fields'

const revalidate = revalidateCollection([CACHE_TAGS.facilities])

/** Home "World-Class Facilities" (11) and Explore "Complete Facilities" (6). */
export const Facilities: CollectionConfig = {
  slug: 'facilities',
  defaultSort: 'sortOrder',
  admin: {
    hidden: hiddenFromReception,
    useAsTitle: 'title',
    defaultColumns: ['title', 'placement', 'sortOrder'],
    group: 'Content',
    preview: (doc) => (doc.placement === 'explore' ? '/preview/explore' : '/preview/home'),
  },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  versions: editorVersions,
  hooks: {
    beforeOperation: [draftsForStaffOnly],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    iconField,
    placementField,
    sortOrderField,
  ],
}
