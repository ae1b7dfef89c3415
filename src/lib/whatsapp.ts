import { formatCedis } from './money'
import { nightlyPrice } from './rooms'

/** Keeps only digits: wa.me wants the international number without '+', spaces or dashes. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  // A local Ghana number (0XX XXX XXXX) becomes 233XXXXXXXXX.
  if (digits.length === 10 && digits.startsWith('0')) return `233${digits.slice(1)}`
  return digits
}

export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

type BookableRoom = {
  name: string
  regularPrice: number
  discountedPrice?: number | null
  offer?: boolean | null
}

/** The Book Now message: room name and the nightly price in cedis (discounted when on offer). */
export function bookNowText(room: BookableRoom): string {
  return `Hello, I would like to book the ${room.name} at ${formatCedis(nightlyPrice(room))} per night. Is it available?`
}

export function bookNowLink(phone: string, room: BookableRoom): string {
  return whatsappLink(phone, bookNowText(room))
}
