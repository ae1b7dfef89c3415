export { RoomCard, RoomPrice } from './RoomCard.client'
