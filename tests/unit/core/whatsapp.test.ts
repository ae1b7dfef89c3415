import { describe, expect, it } from '@jest/globals'

import { formatCedis } from '@/lib/money/amounts'
import { telLink, whatsappNumber } from '@/lib/phone'
import { bookNowLink, bookNowText, whatsappLink } from '@/lib/whatsapp'

describe('WhatsApp and phone links', () => {
  it('turns Ghana numbers into international digits', () => {
    expect(whatsappNumber('024 123 4567')).toBe('233241234567')
    expect(whatsappNumber('+233 24 123 4567')).toBe('233241234567')
    expect(whatsappLink('024 123 4567')).toBe('https://wa.me/233241234567')
    expect(telLink('024 123-4567')).toBe('tel:+233241234567')
  })

  it('pre-fills Book Now with the room name and the price a guest pays', () => {
    const room = { name: 'Deluxe King Room', regularPrice: 450, discountedPrice: 400, offer: true }
    expect(bookNowText(room)).toContain('Deluxe King Room')
    expect(bookNowText(room)).toContain('₵400 per night')
    expect(bookNowText({ ...room, offer: false })).toContain('₵450 per night')
    const url = new URL(bookNowLink('024 123 4567', room))
    expect(url.hostname).toBe('wa.me')
    expect(url.searchParams.get('text')).toBe(bookNowText(room))
  })

  it('formats cedis', () => {
    expect(formatCedis(1250)).toBe('₵1,250')
    expect(formatCedis(99.5)).toBe('₵99.50')
  })
})
