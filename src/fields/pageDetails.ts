import type { Field } from 'payload'

import { PAGE_DETAIL_PAGES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/seo'

const PAGE_NAMES: Record<(typeof PAGE_DETAIL_PAGES)[number], string> = {
  home: 'Home page (/)',
  explore: 'Explore (/explore)',
  rooms: 'Rooms (/rooms)',
  bookings: 'Bookings (/bookings)',
  contact: 'Contact (/contact)',
  privacy: 'Privacy Policy (/privacy)',
  terms: 'Terms of Service (/terms)',
}

/**
 * Each public page's title, description and share picture as search results and share previews
 * show them, written by the editors. Left empty, the page keeps what the site gives it.
 */
export const pageDetailsField: Field = {
  name: 'pageDetails',
  type: 'group',
  label: false,
  admin: {
    description:
      'How each page appears in search results and when its link is shared on WhatsApp or Facebook. Leave a field empty to keep the text the site writes itself.',
  },
  fields: PAGE_DETAIL_PAGES.map((page): Field => ({
    name: page,
    type: 'group',
    label: PAGE_NAMES[page],
    fields: [
      {
        name: 'title',
        type: 'text',
        maxLength: SEO_TITLE_MAX,
        admin: {
          description: `The page's title; the house's name is added after it. At most ${SEO_TITLE_MAX} characters.`,
        },
      },
      {
        name: 'description',
        type: 'textarea',
        maxLength: SEO_DESCRIPTION_MAX,
        admin: {
          description: `One or two sentences under the title. At most ${SEO_DESCRIPTION_MAX} characters.`,
        },
      },
      {
        name: 'image',
        label: 'Share picture',
        type: 'upload',
        relationTo: 'media',
        admin: {
          description:
            'The picture WhatsApp and Facebook show with a link to this page, cut to 1200 × 630. Leave empty for the first banner picture.',
        },
      },
    ],
  })),
}
