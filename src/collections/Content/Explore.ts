import type { GlobalConfig, Tab } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/hooks/revalidate'

import { editorVersions, iconField, rowLabel } from '@/fields'
import { richTextField } from '@/fields/richText'
import { editedByField } from '@/fields/editedBy'

/**
 * One tab of the Explore page: its slideshow, its highlights and its hours. A named tab in /cms
 * stores its fields as a group of the same name, so the tabs change only what the editor sees.
 */
const exploreTab = (name: string, label: string): Tab => ({
  name,
  label,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The heading beside the pictures when guests open this tab.' },
    },
    richTextField('description', { required: true }),
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      minRows: 1,
      maxRows: 8,
      admin: {
        description:
          'The slideshow of this tab, in this order (1 to 8 pictures). Each picture’s alt text is set on the picture itself.',
      },
    },
    {
      name: 'highlights',
      type: 'array',
      admin: {
        description: 'Small cards with an icon under the text.',
        components: rowLabel('title', 'Highlight'),
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'text', required: true },
        iconField,
      ],
    },
    {
      name: 'hours',
      type: 'array',
      admin: {
        description:
          'Opening times shown under the highlights, e.g. "Happy hour" · "5:00 PM - 7:00 PM".',
        components: rowLabel('label', 'Hours'),
      },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'hours', type: 'text', required: true },
        {
          name: 'description',
          type: 'text',
          admin: { description: 'Optional line under the hours.' },
        },
      ],
    },
  ],
})

/** The Explore page: Reception, Bar & Lounge and Environment tabs. */
export const Explore: GlobalConfig = {
  slug: 'explore',
  label: 'Explore page',
  // Preview opens the page with the latest draft; only signed-in staff can open it.
  admin: {
    hidden: hiddenFromReception,
    group: 'Content',
    description: 'The Explore page: its heading, and the tabs with their pictures and text.',
    preview: () => '/preview/explore',
  },
  // Guests read only the published version, even when they ask for the draft.
  access: { read: publishedOrStaff, readVersions: isStaff, update: isStaff },
  versions: editorVersions,
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.explore])] },
  fields: [
    editedByField,
    {
      type: 'tabs',
      tabs: [
        {
          name: 'hero',
          label: 'Top of the page',
          description: 'The title and line of text over the first picture of /explore.',
          fields: [
            {
              name: 'title',
              type: 'text',
              required: true,
              admin: {
                description:
                  'The large heading over the first picture of /explore. Share previews on WhatsApp and Facebook show it too, followed by the house’s name.',
              },
            },
            {
              name: 'subtitle',
              type: 'textarea',
              required: true,
              admin: {
                description:
                  'The line under the heading. It also begins the page’s description in search results and share previews, so one or two short sentences read best.',
              },
            },
          ],
        },
        exploreTab('reception', 'Reception'),
        exploreTab('barLounge', 'Bar & Lounge'),
        exploreTab('environment', 'Environment'),
      ],
    },
  ],
}
