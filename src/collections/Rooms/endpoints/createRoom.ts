import type { Endpoint } from 'payload'

import { errorResponse, readJsonObject, requireAdmin } from '@/http/responses'
import { MESSAGES } from '@/lib/messages'
import { toContractRoom } from '@/lib/rooms/contract'

import { mediaIdsForUrls, parseRoomBody } from './roomBody'

export const createRoom: Endpoint = {
  path: '/room/create',
  method: 'post',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const { imageURLs, ...room } = parseRoomBody(await readJsonObject(req))
      const images = await mediaIdsForUrls(req, imageURLs)
      const created = await req.payload.create({
        collection: 'rooms',
        data: { ...room, images, userRef: req.user?.id },
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json(toContractRoom(created), { status: 201 })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.rooms.createFailed)
    }
  },
}
