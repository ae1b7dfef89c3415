import type { Endpoint } from 'payload'

import { errorResponse, fail } from '@/http/responses'
import { MESSAGES } from '@/lib/messages'
import { toContractRoom } from '@/lib/rooms/contract'

import { findRoom } from './findRoom'

export const getRoom: Endpoint = {
  path: '/room/get/:id',
  method: 'get',
  handler: async (req) => {
    try {
      const room = await findRoom(req, String(req.routeParams?.id ?? ''))
      if (!room) return fail(404, MESSAGES.rooms.notFound)
      return Response.json(toContractRoom(room))
    } catch (error) {
      return errorResponse(req, error, MESSAGES.rooms.fetchOneFailed)
    }
  },
}
