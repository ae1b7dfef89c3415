import { describe, expect, it } from '@jest/globals'

import {
  displayPhone,
  internationalPhone,
  telLink,
  whatsappNumber,
  writtenInternationalPhone,
} from '@/lib/phone'
import { whatsappLink } from '@/lib/whatsapp'

/** The same Ghana number as guests and owners write it. */
const SAME_NUMBER = [
  '024 123 4567',
  '0241234567',
  '024-123-4567',
  '+233241234567',
  '+233 24 123 4567',
  '233241234567',
  '233 24 123 4567',
  '00233 24 123 4567',
]

describe('Ghana phone numbers', () => {
  it('dial in international form however the number was written', () => {
    expect.assertions(SAME_NUMBER.length * 3)
    for (const written of SAME_NUMBER) {
      expect(telLink(written)).toBe('tel:+233241234567')
      expect(whatsappNumber(written)).toBe('233241234567')
      expect(whatsappLink(written)).toBe('https://wa.me/233241234567')
    }
  })

  it('are shown as Ghana writes them, and written with +233 in messages', () => {
    expect.assertions(SAME_NUMBER.length * 3)
    for (const written of SAME_NUMBER) {
      expect(displayPhone(written)).toBe('024 123 4567')
      expect(writtenInternationalPhone(written)).toBe('+233 24 123 4567')
      expect(internationalPhone(written)).toBe('+233241234567')
    }
  })

  it('leave a number from elsewhere as its own digits', () => {
    expect(telLink('+44 20 7946 0000')).toBe('tel:+442079460000')
    expect(whatsappNumber('+44 20 7946 0000')).toBe('442079460000')
    expect(displayPhone(' +44 20 7946 0000 ')).toBe('+44 20 7946 0000')
  })
})
