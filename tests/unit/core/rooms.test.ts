import { describe, expect, it } from '@jest/globals'

import { formatCedis } from '@/lib/money/amounts'
import {
  amenityLabels,
  availableRooms,
  bedTypeText,
  compareForRoomsPage,
  groupRooms,
  hasOffer,
  isPremium,
  moreAmenitiesText,
  nightlyPrice,
  percentOff,
  PREMIUM_THRESHOLD,
  roomsViewState,
  visibleAmenities,
} from '@/lib/rooms'
import { bookNowLink, bookNowText } from '@/lib/whatsapp'

describe('room rules', () => {
  it('calls a room premium from 400 cedis up', () => {
    expect(PREMIUM_THRESHOLD).toBe(400)
    expect(isPremium({ regularPrice: 399.99 })).toBe(false)
    expect(isPremium({ regularPrice: 400 })).toBe(true)
    expect(isPremium({ regularPrice: 500 })).toBe(true)
  })

  it('rounds percent off as the spec says', () => {
    expect(percentOff(450, 400)).toBe(11)
    expect(percentOff(300, 250)).toBe(17)
    expect(percentOff(200, 150)).toBe(25)
    expect(percentOff(3, 2)).toBe(33)
    expect(percentOff(0, 0)).toBe(0)
  })

  it('applies an offer only when it is on and really cheaper', () => {
    expect(hasOffer({ regularPrice: 300, discountedPrice: 250, offer: true })).toBe(true)
    expect(hasOffer({ regularPrice: 300, discountedPrice: 250, offer: false })).toBe(false)
    expect(hasOffer({ regularPrice: 300, discountedPrice: 300, offer: true })).toBe(false)
    expect(hasOffer({ regularPrice: 300, discountedPrice: null, offer: true })).toBe(false)
    expect(nightlyPrice({ regularPrice: 300, discountedPrice: 250, offer: true })).toBe(250)
    expect(nightlyPrice({ regularPrice: 300, discountedPrice: 250, offer: false })).toBe(300)
  })

  it('orders premium first, then by regular price descending', () => {
    const rooms = [200, 450, 300, 500, 400, 350].map((regularPrice) => ({ regularPrice }))
    expect([...rooms].sort(compareForRoomsPage).map((r) => r.regularPrice)).toEqual([
      500, 450, 400, 350, 300, 200,
    ])
    const { premium, standard } = groupRooms(rooms)
    expect(premium.map((r) => r.regularPrice)).toEqual([500, 450, 400])
    expect(standard.map((r) => r.regularPrice)).toEqual([350, 300, 200])
  })

  it('lists amenity labels in the spec order and overflows after four', () => {
    const labels = amenityLabels({
      waterHeater: true,
      Tv: true,
      DSTV: true,
      AC: true,
      fridge: true,
      sofa: true,
    })
    expect(labels).toEqual([
      'Water Heater',
      'TV',
      'DSTV',
      'Air Conditioning',
      'Refrigerator',
      'Sofa',
    ])
    expect(visibleAmenities(labels)).toEqual({ shown: labels.slice(0, 4), more: 2 })
    expect(visibleAmenities(labels.slice(0, 3))).toEqual({ shown: labels.slice(0, 3), more: 0 })
    expect(moreAmenitiesText(2)).toBe('+2 more amenities')
    expect(amenityLabels({ Tv: false, sofa: true })).toEqual(['Sofa'])
  })

  it('words the bed type as the cards show it', () => {
    expect(bedTypeText('King Size')).toBe('King Size Bed')
  })
})

/** The seeded rooms, in the order the endpoint sends them (newest first). */
const ROOMS = [
  {
    name: 'Executive Suite',
    regularPrice: 500,
    discountedPrice: null,
    offer: false,
    isAvailable: true,
  },
  {
    name: 'Deluxe King Room',
    regularPrice: 450,
    discountedPrice: 400,
    offer: true,
    isAvailable: true,
  },
  {
    name: 'Queen Comfort Room',
    regularPrice: 350,
    discountedPrice: null,
    offer: false,
    isAvailable: true,
  },
  {
    name: 'Double Bed Room',
    regularPrice: 300,
    discountedPrice: 250,
    offer: true,
    isAvailable: true,
  },
  {
    name: 'Studio Room',
    regularPrice: 200,
    discountedPrice: null,
    offer: false,
    isAvailable: true,
  },
  {
    name: 'Garden View Twin',
    regularPrice: 280,
    discountedPrice: null,
    offer: false,
    isAvailable: false,
  },
]

describe('Rooms page grouping and order', () => {
  it('keeps only rooms visible to customers', () => {
    expect(availableRooms(ROOMS).map((room) => room.name)).not.toContain('Garden View Twin')
    expect(
      availableRooms([{ isAvailable: null }, { isAvailable: undefined }, { isAvailable: true }]),
    ).toHaveLength(1)
  })

  it('puts premium rooms (400 and up) first, each group by regular price descending', () => {
    const shuffled = [ROOMS[4], ROOMS[1], ROOMS[3], ROOMS[0], ROOMS[2]]
    const { premium, standard } = groupRooms(availableRooms(shuffled))
    expect(premium.map((room) => room.name)).toEqual(['Executive Suite', 'Deluxe King Room'])
    expect(standard.map((room) => room.name)).toEqual([
      'Queen Comfort Room',
      'Double Bed Room',
      'Studio Room',
    ])
  })

  it('groups on the regular price, not the offer price', () => {
    const { premium } = groupRooms([{ regularPrice: 420, discountedPrice: 300, offer: true }])
    expect(premium).toHaveLength(1)
  })
})

describe('Rooms page states', () => {
  it('is loading until a list arrives, loaded with one, and in error when the fetch failed', () => {
    expect(roomsViewState(undefined, undefined)).toBe('loading')
    expect(roomsViewState([], undefined)).toBe('loaded')
    expect(roomsViewState(ROOMS, undefined)).toBe('loaded')
    expect(roomsViewState(undefined, new Error('Failed to fetch rooms'))).toBe('error')
    // A failed re-check keeps the rooms already on screen.
    expect(roomsViewState(ROOMS, new Error('Failed to fetch rooms'))).toBe('stale')
    expect(roomsViewState([], new Error('Failed to fetch rooms'))).toBe('stale')
  })
})

describe('room card texts', () => {
  it('shows the offer price, the struck regular price and the rounded percent off', () => {
    const deluxe = ROOMS[1]
    expect(hasOffer(deluxe)).toBe(true)
    expect(formatCedis(nightlyPrice(deluxe))).toBe('₵400')
    expect(percentOff(450, 400)).toBe(11)
    expect(percentOff(300, 250)).toBe(17)
    expect(hasOffer(ROOMS[0])).toBe(false)
    expect(formatCedis(nightlyPrice(ROOMS[0]))).toBe('₵500')
  })

  it('ignores an offer whose price is not below the regular one', () => {
    expect(hasOffer({ regularPrice: 300, discountedPrice: 300, offer: true })).toBe(false)
    expect(nightlyPrice({ regularPrice: 300, discountedPrice: 350, offer: true })).toBe(300)
  })

  it('writes the bed type as "{bedType} Bed"', () => {
    expect(bedTypeText('King Size')).toBe('King Size Bed')
  })

  it('lists at most 4 amenities on a standard card, then "+N more amenities"', () => {
    const labels = amenityLabels({
      waterHeater: true,
      Tv: true,
      DSTV: false,
      AC: true,
      fridge: true,
      sofa: true,
    })
    expect(labels).toEqual(['Water Heater', 'TV', 'Air Conditioning', 'Refrigerator', 'Sofa'])
    const { shown, more } = visibleAmenities(labels)
    expect(shown).toEqual(['Water Heater', 'TV', 'Air Conditioning', 'Refrigerator'])
    expect(more).toBe(1)
    expect(moreAmenitiesText(more)).toBe('+1 more amenities')
    expect(visibleAmenities(['TV', 'Sofa'])).toEqual({ shown: ['TV', 'Sofa'], more: 0 })
  })

  it('Book Now carries the room name and the nightly price in cedis, discounted when on offer', () => {
    expect(bookNowText(ROOMS[1])).toContain('Deluxe King Room')
    expect(bookNowText(ROOMS[1])).toContain('₵400 per night')
    expect(bookNowText(ROOMS[1])).not.toContain('₵450')
    expect(bookNowText(ROOMS[0])).toContain('₵500 per night')
    const link = new URL(bookNowLink('024 123 4567', ROOMS[3]))
    expect(link.origin + link.pathname).toBe('https://wa.me/233241234567')
    expect(link.searchParams.get('text')).toContain('Double Bed Room at ₵250 per night')
  })
})
