import { CHILD_POLICY_DEFAULT } from '@/lib/bookings/party'
import { formatStayDate, nightsBetween } from '@/lib/dates'
import { party as partyText } from '@/lib/messages/party'
import { formatCedis, formatPesewas, toCedis, toPesewas } from '@/lib/money/amounts'
import { whatsappNumber } from '@/lib/phone'
import { nightlyPrice, type RoomPricing } from '@/lib/rooms'

export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

type BookableRoom = RoomPricing & { name: string }

/** The Book Now message: room name and the nightly price in cedis (discounted when on offer). */
export function bookNowText(room: BookableRoom): string {
  return `Hello, I would like to book the ${room.name} at ${formatCedis(nightlyPrice(room))} per night. Is it available?`
}

export function bookNowLink(phone: string, room: BookableRoom): string {
  return whatsappLink(phone, bookNowText(room))
}

/** A further room of a group's request, as it was quoted for the stay (in cedis, as guests read it). */
type MoreRoomLine = { name: string; guests: string; children?: string; total: number }

type BookingRequest = {
  /** The stored request's reference, when storing it worked. */
  reference?: string
  /** The first room; `total` is the stay's quoted price when the nights were priced by date. */
  room: BookableRoom & { total?: number }
  /** The other rooms of a group's request. */
  moreRooms?: readonly MoreRoomLine[]
  checkIn: string
  checkOut: string
  guests: string
  /** Of the first room's guests, the young children (under `childAge`). */
  children?: string
  /** The owner's age under which the form asked for children apart. */
  childAge?: number
  name: string
  phone: string
}

const guestsText = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`

/** A room's people: its guests, or its adults and young children when it has any. */
const roomPeopleText = (guests: number, children: number, age: number) =>
  children > 0 ? partyText.requestPeople(guests - children, children, age) : guestsText(guests)

/** The whole party: its guests, with its adults and young children when it has any. */
const partyPeopleText = (guests: number, children: number, age: number) =>
  children > 0
    ? `${guestsText(guests)} (${partyText.requestPeople(guests - children, children, age)})`
    : guestsText(guests)

/** The /bookings message: everything staff need to confirm a stay, one item a line. */
export function bookingRequestText(request: BookingRequest): string {
  const price = nightlyPrice(request.room)
  const count = nightsBetween(request.checkIn, request.checkOut)
  const guests = Number(request.guests)
  const firstTotal = request.room.total ?? toCedis(toPesewas(price) * count)
  const more = request.moreRooms ?? []
  const children = request.children ?? '0'
  const age = request.childAge ?? CHILD_POLICY_DEFAULT.childAge
  const lines = [
    'Hello, I would like to make a reservation.',
    ...(request.reference ? [`Reference: ${request.reference}`] : []),
  ]
  if (more.length) {
    // A group: every room with its party and its price, the nights and the whole price after.
    const rooms = [
      { name: request.room.name, guests: request.guests, children, total: firstTotal },
      ...more,
    ]
    rooms.forEach((room, index) =>
      lines.push(
        `Room ${index + 1}: ${room.name}, ${roomPeopleText(Number(room.guests), Number(room.children ?? 0), age)} (${formatCedis(room.total)})`,
      ),
    )
  } else if (count > 0 && toPesewas(firstTotal) !== toPesewas(price) * count) {
    // Nights priced by date: no single nightly price to quote, so the total says it.
    lines.push(`Room: ${request.room.name}`)
  } else {
    lines.push(`Room: ${request.room.name} (${formatCedis(price)} per night)`)
  }
  lines.push(
    `Check-in: ${formatStayDate(request.checkIn)}`,
    `Check-out: ${formatStayDate(request.checkOut)}`,
  )
  if (count > 0) {
    // Summed in whole pesewas: the rooms' cedis would not add up exactly.
    const total = more.reduce((sum, room) => sum + toPesewas(room.total), toPesewas(firstTotal))
    lines.push(`Nights: ${count} (${formatPesewas(total)} in total)`)
  }
  const party = more.reduce((sum, room) => sum + Number(room.guests), guests)
  const young = more.reduce((sum, room) => sum + Number(room.children ?? 0), Number(children))
  lines.push(
    `Guests: ${partyPeopleText(party, young, age)}`,
    `Name: ${request.name.trim()}`,
    `Phone: ${request.phone.trim()}`,
  )
  return lines.join('\n')
}

export function bookingRequestLink(phone: string, request: BookingRequest): string {
  return whatsappLink(phone, bookingRequestText(request))
}
