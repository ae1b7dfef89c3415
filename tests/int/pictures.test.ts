import type { Field } from 'payload'

import config from '@payload-config'

import { picturePaths } from '@/lib/pictures'

/** Every field below `fields` that stores a media document, as a dotted path from `prefix`. */
function pictureFields(fields: readonly Field[], prefix: string): string[] {
  return fields.flatMap((field): string[] => {
    const path = 'name' in field && field.name ? `${prefix}.${field.name}` : prefix
    if (field.type === 'upload') return field.relationTo === 'media' ? [path] : []
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        pictureFields(tab.fields, 'name' in tab && tab.name ? `${prefix}.${tab.name}` : prefix),
      )
    }
    if (field.type === 'blocks') {
      return field.blocks.flatMap((block) => pictureFields(block.fields, path))
    }
    return 'fields' in field ? pictureFields(field.fields, path) : []
  })
}

describe('the pictures table', () => {
  it('lists every field of every collection and global that holds a picture', async () => {
    const sanitized = await config
    const found = [
      ...sanitized.collections.flatMap((c) => pictureFields(c.fields, c.slug)),
      ...sanitized.globals.flatMap((g) => pictureFields(g.fields, g.slug)),
    ]
    // A picture field the table lacks would leak its pictures to guests or let them be deleted
    // while shown; one the table names that no longer exists is a reader looking in vain.
    expect([...found].sort()).toEqual([...picturePaths()].sort())
    expect(found.length).toBeGreaterThan(0)
  })
})
