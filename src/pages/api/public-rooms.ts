import { getAvailableRooms } from '@/data/rooms'
import { listPublicRooms } from '@/endpoints/rooms/listPublicRooms'

// Next.js serves Pages Router API routes only from this folder; the handler lives with the other
// room endpoints.
export default listPublicRooms(getAvailableRooms)
