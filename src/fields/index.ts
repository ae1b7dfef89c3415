import type { Field } from 'payload'

import { iconOptions } from '@/lib/icons'

/** Lower numbers show first; editors reorder cards without touching code. */
export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers show first.' },
}

export const iconField: Field = {
  name: 'icon',
  type: 'select',
  required: true,
  options: iconOptions,
}

/** Where a piece of shared content appears. */
export const placementField: Field = {
  name: 'placement',
  type: 'select',
  required: true,
  defaultValue: 'home',
  options: [
    { label: 'Home page', value: 'home' },
    { label: 'Explore page', value: 'explore' },
  ],
  admin: { position: 'sidebar' },
}
