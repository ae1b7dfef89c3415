import type { Endpoint } from 'payload'

import { errorResponse, fail, readJsonObject, requireAdmin } from '@/http/responses'
import { MESSAGES } from '@/lib/messages'
import { toContractRoom } from '@/lib/rooms/contract'

import { deleteUnusedMedia } from '@/collections/Rooms/hooks/deleteUnusedMedia'
import { findRoom } from './findRoom'
import { mediaIdsForUrls, parseRoomBody, urlList } from './roomBody'
import { Refusal } from '@/http/refusal'

/**
 * Two bodies: the visibility toggle (`isAvailable` alone) and the full edit. Images listed in
 * `deletedImageUrls` leave the room and, when no other room uses them, the disk or bucket too.
 */
export const updateRoom: Endpoint = {
  path: '/room/update/:id',
  method: 'post',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const body = await readJsonObject(req)
      const current = await findRoom(req, String(req.routeParams?.id ?? ''))
      if (!current) return fail(404, MESSAGES.rooms.notFound)

      const keys = Object.keys(body)
      if (keys.length === 1 && keys[0] === 'isAvailable') {
        if (typeof body.isAvailable !== 'boolean') {
          throw new Refusal('isAvailable must be true or false', 400)
        }
        const updated = await req.payload.update({
          collection: 'rooms',
          id: current.id,
          data: { isAvailable: body.isAvailable },
          depth: 1,
          overrideAccess: false,
          user: req.user,
          req,
        })
        return Response.json(toContractRoom(updated))
      }

      const before = toContractRoom(current)
      const deleted = urlList(body, 'deletedImageUrls') ?? []
      const { imageURLs: listed, ...room } = parseRoomBody(body, {
        ...before,
        imageURLs: before.imageURLs.filter((url) => !deleted.includes(url)),
      })
      const imageURLs = listed.filter((url) => !deleted.includes(url))
      if (imageURLs.length === 0) throw new Refusal(MESSAGES.room.imageRequired, 400)
      const images = await mediaIdsForUrls(req, imageURLs)

      const updated = await req.payload.update({
        collection: 'rooms',
        id: current.id,
        data: { ...room, images },
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })

      const removed = before.images
        .filter((image) => !images.includes(image.id))
        .map((image) => image.id)
      await deleteUnusedMedia(req, removed)
      return Response.json(toContractRoom(updated))
    } catch (error) {
      return errorResponse(req, error, MESSAGES.rooms.updateFailed)
    }
  },
}
