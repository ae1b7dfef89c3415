import { isStaff } from './isStaff'
import { publishedOrStaff } from './publishedOrStaff'

/**
 * Access of the content editors keep with drafts (facilities, testimonials, banner images, room
 * categories): guests read only what was published, staff write it, and the kept versions (drafts
 * and older copies) are for staff alone.
 */
export const editorContentAccess = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}
