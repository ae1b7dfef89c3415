import type { CollectionConfig } from 'payload'

import { editorContentAccess } from '@/access/editorContent'
import { draftsForStaffOnly } from '@/hooks/draftsForStaffOnly'
import { revalidateCollection } from '@/hooks/revalidate'

import { editorEntryVersions } from '@/fields'
import type { CacheTag } from '@/lib/cacheTags'

/**
 * What every list editors keep for the public pages shares: editors and admins change it, with
 * drafts only staff see and versions to go back to, and each change expires the pages that show it
 * (their cache tag).
 */
export function editorCollection(
  tag: CacheTag,
): Pick<CollectionConfig, 'access' | 'versions' | 'hooks'> {
  const revalidate = revalidateCollection([tag])
  return {
    access: editorContentAccess,
    versions: editorEntryVersions,
    hooks: {
      beforeOperation: [draftsForStaffOnly],
      afterChange: [revalidate.afterChange],
      afterDelete: [revalidate.afterDelete],
    },
  }
}
