export { fetchRooms, RoomsList, ROOMS_ENDPOINT } from './RoomsList.client'
