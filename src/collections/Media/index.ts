import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { adminOrNotInRoom } from '@/access/adminOrNotInRoom'
import { isStaff } from '@/access/isStaff'
import { publicMediaOrStaff } from '@/access/publicMediaOrStaff'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { env } from '@/lib/env'
import { revalidateCollection } from '@/hooks/revalidate'
import { ALLOWED_IMAGE_TYPES } from '@/lib/validation/images'
import { UPLOAD_SIZES } from '@/lib/siteImage'

import { fromRoomFormField } from './fields/fromRoomForm'
import { notFoundWhenMissing } from './handlers/notFoundWhenMissing'
import { checkImageContent } from './hooks/checkImageContent'
import { refuseDeleteInUse } from './hooks/refuseDeleteInUse'

/**
 * Uploads live in `media/` where the server starts (the project root, or /app in the Docker
 * image) unless MEDIA_DIR or S3 is configured. Not relative to this file: bundling moves it.
 */
export const MEDIA_DIR = path.resolve(env.mediaDir ?? 'media')

const revalidate = revalidateCollection([
  CACHE_TAGS.media,
  CACHE_TAGS.rooms,
  CACHE_TAGS.bannerImages,
  CACHE_TAGS.testimonials,
  CACHE_TAGS.explore,
])

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    hidden: hiddenFromReception,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'filesize'],
    group: 'Content',
    description:
      'Every picture uploaded to the site, with the alt text screen readers say for it wherever it is shown.',
  },
  access: {
    read: publicMediaOrStaff,
    create: isStaff,
    // A room's photos follow the room: only admins change them.
    update: adminOrNotInRoom,
    delete: adminOrNotInRoom,
  },
  hooks: {
    beforeOperation: [checkImageContent],
    beforeDelete: [refuseDeleteInUse],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the picture for guests who use a screen reader.' },
    },
    fromRoomFormField,
  ],
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: [...ALLOWED_IMAGE_TYPES],
    // Guests' phones get these resized copies, made once here rather than on every request.
    imageSizes: Object.entries(UPLOAD_SIZES).map(([name, { quality, ...size }]) => ({
      name,
      ...size,
      ...('height' in size ? { position: 'centre' } : {}),
      formatOptions: { format: 'webp', options: { quality } },
    })),
    // Served as they are to guests' pages, which mark each address with its picture's id
    // (`imageVariants`), so a browser may keep a file for 30 days. Private: some pictures (a
    // draft's) are for staff only, and no shared cache may hand them to a stranger.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, max-age=2592000')
      return headers
    },
    adminThumbnail: 'thumbnail',
    focalPoint: false,
    crop: false,
    // Paste-from-URL would make the server fetch any address a user types.
    pasteURL: false,
    // With S3 on, the storage plugin serves files (and answers for missing ones) itself.
    handlers: env.s3 ? [] : [notFoundWhenMissing(MEDIA_DIR)],
  },
}
