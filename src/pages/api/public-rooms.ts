import { getAvailableRooms } from '@/data/rooms'
import { listPublicRooms } from '@/collections/Rooms/endpoints/listPublicRooms'

// Next.js serves Pages Router API routes only from this folder; the handler lives with the other
// room endpoints.
export default listPublicRooms(getAvailableRooms)
