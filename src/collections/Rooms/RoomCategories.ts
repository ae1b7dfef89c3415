import type { CollectionConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { editorCollection } from '@/collections/Content/editorCollection'

import { iconField, rowLabel, sortOrderField } from '@/fields'
import { editedByField } from '@/fields/editedBy'

/** The home page's "Our Room Categories" cards. */
export const RoomCategories: CollectionConfig = {
  slug: 'room-categories',
  defaultSort: 'sortOrder',
  labels: { singular: 'Room category', plural: 'Room categories' },
  admin: {
    hidden: hiddenFromReception,
    useAsTitle: 'title',
    defaultColumns: ['title', 'priceText', 'sortOrder'],
    group: 'Content',
    description:
      'The room types the home page presents, with their price line and picture. The rooms guests book are under Rooms in the staff portal.',
    preview: () => '/preview/home',
  },
  ...editorCollection(CACHE_TAGS.roomCategories),
  fields: [
    editedByField,
    { name: 'title', type: 'text', required: true },
    iconField,
    {
      name: 'features',
      type: 'array',
      minRows: 1,
      admin: {
        description: 'The ticked lines on the category card.',
        components: rowLabel('feature', 'Feature'),
      },
      fields: [{ name: 'feature', type: 'text', required: true }],
    },
    {
      name: 'priceText',
      type: 'text',
      required: true,
      admin: { description: 'As guests read it, e.g. "₵250 - ₵350".' },
    },
    sortOrderField,
  ],
}
