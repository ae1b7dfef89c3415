import path from 'node:path'

import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { requireAdmin } from '@/http/responses'
import { rateLimit } from '@/services/rateLimit'
import { MESSAGES } from '@/lib/messages'
import { altFromFileName } from '@/lib/rooms/photoAlt'
import { imageFileError, MAX_IMAGE_BYTES } from '@/lib/validation/images'
import { Refusal } from '@/http/refusal'

/** The spec's image host folder, kept as the media documents' label prefix. */
export const IMAGE_FOLDER = 'guest-house-rooms'

/** Room for the multipart boundaries and headers around one file. */
const MULTIPART_ALLOWANCE = 64 * 1024

function uploadError(status: number, message: string): Response {
  return Response.json({ error: { message } }, { status })
}

/**
 * Replaces the spec's external image host: one multipart `file` in, the host's "uploaded image
 * result" shape out. The bytes are checked by the media collection (decoded, not trusted by name).
 */
export const uploadImage: Endpoint = {
  path: '/images/upload',
  method: 'post',
  handler: async (req) => {
    try {
      const limited = await rateLimit(req, 'upload')
      if (limited) return limited
      requireAdmin(req)
      const type = req.headers.get('content-type') ?? ''
      if (!type.startsWith('multipart/form-data')) {
        throw new Refusal(MESSAGES.upload.notMultipart, 415)
      }
      // Refuse an oversized upload from its declared length, before reading it.
      if (Number(req.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES + MULTIPART_ALLOWANCE) {
        throw new Refusal(MESSAGES.image.tooLarge, 413)
      }
      await addDataAndFileToRequest(req)
      const file = req.file
      if (!file) throw new Refusal(MESSAGES.upload.noFile, 400)
      const claimedError = imageFileError({ name: file.name, type: file.mimetype, size: file.size })
      if (claimedError)
        throw new Refusal(claimedError, claimedError === MESSAGES.image.tooLarge ? 413 : 400)

      const baseName = path.parse(file.name).name.slice(0, 120)
      const media = await req.payload.create({
        collection: 'media',
        // Marked as the room form's, so the unused-media job may remove it if the form is abandoned.
        // The file name is only a stand-in for a description: guests' pages read the room's name
        // and the photo's place instead (roomPhotoAlt).
        data: { alt: altFromFileName(file.name), fromRoomForm: true },
        file,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const format = (media.mimeType ?? '').replace('image/', '')
      return Response.json(
        {
          secure_url: media.url,
          url: media.url,
          public_id: `${IMAGE_FOLDER}/${media.id}`,
          asset_id: String(media.id),
          original_filename: baseName,
          format: format === 'jpeg' ? 'jpg' : format,
          width: media.width,
          height: media.height,
          bytes: media.filesize,
          resource_type: 'image',
          created_at: media.createdAt,
          signature: null,
          version: Math.floor(new Date(media.createdAt).getTime() / 1000),
          delete_token: null,
          folder: IMAGE_FOLDER,
        },
        { status: 201 },
      )
    } catch (error) {
      const status = (error as { status?: number }).status
      // Payload's own size limit says it in its words; guests and staff read the house's.
      if (status === 413) return uploadError(413, MESSAGES.image.tooLarge)
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return uploadError(status, (error as Error).message)
      }
      req.payload.logger.error({ err: error, msg: 'Image upload failed' })
      return uploadError(500, MESSAGES.upload.failed)
    }
  },
}
