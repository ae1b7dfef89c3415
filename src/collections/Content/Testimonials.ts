import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { hiddenFromReception } from '@/access/hiddenFromReception'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { editorCollection } from '@/collections/Content/editorCollection'

import { placementField, sortOrderField } from '@/fields'
import { editedByField } from '@/fields/editedBy'

/** Home "What Our Guests Say" and Explore "Guest Experiences". */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  defaultSort: 'sortOrder',
  admin: {
    hidden: hiddenFromReception,
    useAsTitle: 'name',
    // A guest's review arrives as a draft; the Status column tells it from the published ones.
    defaultColumns: ['name', 'rating', 'location', 'placement', '_status'],
    group: 'Content',
    description:
      'What guests said about their stay, with their name and rating, on the home page or Explore.',
    preview: (doc) => (doc.placement === 'explore' ? '/preview/explore' : '/preview/home'),
  },
  ...editorCollection(CACHE_TAGS.testimonials),
  fields: [
    editedByField,
    { name: 'name', type: 'text', required: true },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : 'Rating must be a whole number from 1 to 5',
    },
    { name: 'comment', type: 'textarea', required: true },
    { name: 'location', type: 'text', required: true },
    {
      name: 'avatar',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional photo; initials are shown without one.' },
    },
    placementField,
    sortOrderField,
    {
      // A guest's review from their stay's page carries a key of the stay (a hash, no booking
      // data), unique, so one stay gives at most one review however fast the form is sent twice.
      name: 'fromStay',
      type: 'text',
      unique: true,
      index: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
