import { getAvailableRooms } from '@/lib/data/rooms'

/**
 * What guests get from GET /api/room/get-all-rooms (next.config.mjs rewrites cookie-less requests
 * here): the same list for everyone, kept in Next's route cache like a page and refreshed by the
 * rooms cache tag, so the Rooms page's SWR refresh costs about as much as a static file.
 */
export const revalidate = 600

export async function GET(): Promise<Response> {
  return Response.json(await getAvailableRooms())
}
