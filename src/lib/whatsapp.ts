import { formatStayDate, nightsBetween } from './dates'
import { formatCedis } from './money'
import { whatsappNumber } from './phone'
import { nightlyPrice, type RoomPricing } from './rooms'

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

type BookingRequest = {
  /** The stored request's reference, when storing it worked. */
  reference?: string
  room: BookableRoom
  checkIn: string
  checkOut: string
  guests: string
  name: string
  phone: string
}

/** The /bookings message: everything staff need to confirm a stay, one item a line. */
export function bookingRequestText(request: BookingRequest): string {
  const price = nightlyPrice(request.room)
  const count = nightsBetween(request.checkIn, request.checkOut)
  const guests = Number(request.guests)
  const lines = [
    'Hello, I would like to make a reservation.',
    ...(request.reference ? [`Reference: ${request.reference}`] : []),
    `Room: ${request.room.name} (${formatCedis(price)} per night)`,
    `Check-in: ${formatStayDate(request.checkIn)}`,
    `Check-out: ${formatStayDate(request.checkOut)}`,
  ]
  if (count > 0) {
    lines.push(`Nights: ${count} (${formatCedis(price * count)} in total)`)
  }
  lines.push(
    `Guests: ${request.guests} ${guests === 1 ? 'guest' : 'guests'}`,
    `Name: ${request.name.trim()}`,
    `Phone: ${request.phone.trim()}`,
  )
  return lines.join('\n')
}

export function bookingRequestLink(phone: string, request: BookingRequest): string {
  return whatsappLink(phone, bookingRequestText(request))
}
