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

/**
 * The same for a collection's entries, with one difference: a new entry is stored only once the
 * editor saves it. With autosave alone, opening "Create New" stores an empty draft at once, and
 * leaving the page leaves it behind. Checking drafts like published entries makes /cms show the
 * empty form with "Save draft" instead; from the first save on, changes save themselves (an
 * incomplete one waits until the required fields are filled).
 */
export const editorEntryVersions = {
  ...editorVersions,
  drafts: { ...editorVersions.drafts, validate: true },
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
