import type { CollectionConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { editorCollection } from '@/collections/Content/editorCollection'

import { iconField, placementField, sortOrderField } from '@/fields'
import { editedByField } from '@/fields/editedBy'

/** Home "World-Class Facilities" (11) and Explore "Complete Facilities" (6). */
export const Facilities: CollectionConfig = {
  slug: 'facilities',
  defaultSort: 'sortOrder',
  admin: {
    hidden: hiddenFromReception,
    useAsTitle: 'title',
    defaultColumns: ['title', 'placement', 'sortOrder'],
    group: 'Content',
    description:
      'The services listed with an icon on the home page and on Explore (Wi-Fi, parking, breakfast…); each says which page shows it.',
    preview: (doc) => (doc.placement === 'explore' ? '/preview/explore' : '/preview/home'),
  },
  ...editorCollection(CACHE_TAGS.facilities),
  fields: [
    editedByField,
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    iconField,
    placementField,
    sortOrderField,
  ],
}
