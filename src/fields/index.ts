import type { Field } from 'payload'

import { iconOptions } from '@/lib/icons'

/** Lower numbers show first; editors reorder cards without touching code. */
export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers show first.' },
}

/** Stored as the icon's name; editors pick it from the pictures themselves. */
export const iconField: Field = {
  name: 'icon',
  type: 'select',
  required: true,
  options: iconOptions,
  admin: { components: { Field: '@/components/cms/IconPicker#IconPicker' } },
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
  admin: { position: 'sidebar', description: 'The page that shows it.' },
}

/**
 * Editors' content keeps its history: changes save themselves as a draft while the editor types,
 * guests see only what was published, and an older version can be restored from the Versions
 * tab (the undo).
 */
export const editorVersions = {
  drafts: { autosave: { interval: 1500 } },
  maxPerDoc: 50,
} as const

/** The /cms row label that names an array row by one of its own fields. */
export function rowLabel(field: string, fallback: string) {
  return {
    RowLabel: {
      path: '@/components/cms/RowLabel#RowLabel',
      clientProps: { field, fallback },
    },
  }
}
