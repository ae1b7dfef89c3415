import { describe, expect, it } from '@jest/globals'

import {
  amenityLabels,
  bedTypeText,
  compareForRoomsPage,
  groupRooms,
  hasOffer,
  isPremium,
  moreAmenitiesText,
  nightlyPrice,
  percentOff,
  PREMIUM_THRESHOLD,
  visibleAmenities,
} from '@/lib/rooms'

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
