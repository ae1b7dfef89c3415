import type { CollectionConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { editorCollection } from '@/collections/Content/editorCollection'

import { sortOrderField } from '@/fields'
import { editedByField } from '@/fields/editedBy'

/** The home page's rotating banner: a picture and its place; the alt text is the picture's own. */
export const BannerImages: CollectionConfig = {
  slug: 'banner-images',
  defaultSort: 'sortOrder',
  labels: { singular: 'Banner image', plural: 'Banner images' },
  admin: {
    hidden: hiddenFromReception,
    defaultColumns: ['image', 'sortOrder', '_status'],
    group: 'Content',
    preview: () => '/preview/home',
    description:
      'The pictures rotating at the top of the home page. Their description for screen readers is the alt text of the picture itself (Media), so it follows the picture.',
  },
  ...editorCollection(CACHE_TAGS.bannerImages),
  fields: [
    editedByField,
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
}
